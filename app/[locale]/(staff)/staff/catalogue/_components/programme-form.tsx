'use client';
// The programme editor: texts, fee, and the semesters with their courses as rows (blank rows add one; a course whose
// fields are all emptied is removed). Each course names who teaches it, which is how an instructor comes to teach a
// programme. Saved as a draft on the version the page was read at.
import { FieldShell, fieldAria } from '@/components/ui/field-shell';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldIds } from '../../_components/form-fields';
import { saveProgrammeAction } from '../actions';
import { COURSE_FIELDS, SPARE_COURSES, SPARE_SEMESTERS, type Values } from './form-content';
import styles from './editor.module.css';
import { TwinField } from './twin-field';
import { EditorForm, useEditor, type EditorEntry } from './editor-form';

const TOP = [
  'title',
  'titleUr',
  'slug',
  'tagline',
  'taglineUr',
  'description',
  'descriptionUr',
  'outcomes',
  'outcomesUr',
  'level',
  'mode',
  'durationWeeks',
  'minimumAge',
  'fee',
];
const LEVELS = [
  { value: 'foundation', label: 'Foundation' },
  { value: 'diploma', label: 'Diploma' },
  { value: 'professional', label: 'Professional' },
];
const MODES = [
  { value: 'online', label: 'Online' },
  { value: 'hybrid', label: 'Hybrid' },
];

interface Props extends EditorEntry {
  instructors: { slug: string; name: string }[];
}

const rowsIn = (values: Values, pattern: RegExp) =>
  Object.keys(values).reduce((count, name) => Math.max(count, Number(pattern.exec(name)?.[1] ?? -1) + 1), 0);

export function ProgrammeForm({ instructors, ...entry }: Props) {
  const { editor, state, values, value, field } = useEditor(saveProgrammeAction, entry, 'programme');
  const semesterCount = rowsIn(values, /^semester-(\d+)-name$/) + SPARE_SEMESTERS;
  const filledSemesters = Array.from({ length: semesterCount }, (_, index) => index);
  const courseCount = rowsIn(values, /^course-(\d+)-title$/) + SPARE_COURSES;
  const courseRows = Array.from({ length: courseCount }, (_, index) => index);
  const fields = [
    ...fieldIds('programme', TOP),
    ...filledSemesters.flatMap((index) =>
      ['name', 'nameUr'].map((name) => ({
        name: `semester-${index}-${name}`,
        id: `programme-semester-${index}-${name}`,
      })),
    ),
    ...courseRows.flatMap((row) =>
      COURSE_FIELDS.map((name) => ({ name: `course-${row}-${name}`, id: `programme-course-${row}-${name}` })),
    ),
  ];
  const semesterOptions = filledSemesters.map((index) => ({
    value: String(index),
    label: `Semester ${index + 1}${value(`semester-${index}-name`) ? `: ${value(`semester-${index}-name`)}` : ''}`,
  }));
  const checkbox = (name: string, label: string) => (
    <FieldShell controlId={`programme-${name}`} label={label} error={state.fieldErrors[name]}>
      <input
        id={`programme-${name}`}
        type="checkbox"
        name={name}
        value="yes"
        defaultChecked={value(name) === 'yes'}
        {...fieldAria(`programme-${name}`, undefined, state.fieldErrors[name])}
      />
    </FieldShell>
  );
  return (
    <EditorForm editor={editor} fields={fields} what="programme" create="Create programme (not published)">
      <TwinField label="Title" name="title" field={field} required />
      <TextField
        label="Address (slug)"
        hint="Lowercase letters, digits and hyphens: the page is /this-address. Changing it later keeps the old address working."
        dir="ltr"
        autoComplete="off"
        required
        {...field('slug')}
      />
      <TwinField
        label="Summary"
        name="tagline"
        field={field}
        hint="One line on the programme's card and at the top of its page."
        required
      />
      <TwinField label="Description" name="description" field={field} rows={6} limit={6000} required />
      <TwinField
        label="Outcomes"
        name="outcomes"
        field={field}
        hint="What a learner can do at the end: one per line, at most 12."
        rows={5}
        required
      />
      <SelectField
        label="Level"
        options={LEVELS}
        required
        {...field('level')}
        defaultValue={value('level') || 'foundation'}
      />
      <SelectField
        label="How it is taught"
        options={MODES}
        required
        {...field('mode')}
        defaultValue={value('mode') || 'online'}
      />
      <TextField
        label="Duration in weeks"
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('durationWeeks')}
      />
      <TextField
        label="Minimum age"
        hint="On the day the learner's first semester starts; the site's own minimum is 16."
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('minimumAge')}
      />
      <TextField
        label="Fee per semester (PKR)"
        hint="For orders made after you publish; orders already made keep the fee they were made with."
        inputMode="decimal"
        autoComplete="off"
        required
        {...field('fee')}
      />
      {checkbox('featured', 'Featured on the home page')}
      {checkbox('enrolmentOpen', 'Open for enrolment')}
      <fieldset className={styles.rows}>
        <legend>Semesters</legend>
        <p className={styles.hint}>
          The last row is blank: fill it in to add a semester. Empty a row&rsquo;s name to remove it.
        </p>
        {filledSemesters.map((index) => (
          <TwinField key={index} label={`Semester ${index + 1} name`} name={`semester-${index}-name`} field={field} />
        ))}
      </fieldset>
      <fieldset className={styles.rows}>
        <legend>Courses</legend>
        <p className={styles.hint}>
          The last two rows are blank: fill one in to add a course. Empty every field of a course to remove it.
        </p>
        {courseRows.map((row) => (
          <fieldset key={row} className={styles.course}>
            <legend>Course {row + 1}</legend>
            <SelectField
              label="Semester"
              options={semesterOptions}
              {...field(`course-${row}-semester`)}
              defaultValue={value(`course-${row}-semester`) || '0'}
            />
            <TwinField label="Course title" name={`course-${row}-title`} field={field} />
            <TextField
              label="Course code"
              hint="For example: WEB101"
              dir="ltr"
              autoComplete="off"
              {...field(`course-${row}-code`)}
            />
            <TextField label="Course address (slug)" dir="ltr" autoComplete="off" {...field(`course-${row}-slug`)} />
            <TwinField label="Course summary" name={`course-${row}-summary`} field={field} rows={3} />
            <TextField label="Credits" inputMode="numeric" autoComplete="off" {...field(`course-${row}-credits`)} />
            <SelectField
              label="Taught by"
              options={instructors.map((instructor) => ({ value: instructor.slug, label: instructor.name }))}
              placeholder="Choose an instructor"
              {...field(`course-${row}-instructor`)}
            />
          </fieldset>
        ))}
      </fieldset>
    </EditorForm>
  );
}
