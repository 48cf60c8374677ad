// The shape demo courses are written in; slugs, programmes and positions are filled in by index.ts.
export interface CourseSeed {
  code: string;
  title: string;
  summary: string;
  titleUr: string;
  summaryUr: string;
  credits: number;
  semester: number;
  instructor: string;
}

export interface ProgrammeCourses {
  programmeSlug: string;
  courses: CourseSeed[];
}
