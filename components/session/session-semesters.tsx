'use client';
// Puts the calendar terms the dashboard loaded into the session store (the session's currentSemester/nextSemester
// are the academic calendar's current and next term, by slug).
import { useEffect } from 'react';
import { useSession } from './session-provider';

export function SessionSemesters({ currentSemester, nextSemester }: { currentSemester: string; nextSemester: string }) {
  const { store } = useSession();
  useEffect(() => {
    store.update({ currentSemester, nextSemester });
  }, [store, currentSemester, nextSemester]);
  return null;
}
