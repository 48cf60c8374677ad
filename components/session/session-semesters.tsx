'use client';
// Puts the semesters the dashboard loaded into the session store (its currentSemester and nextSemester).
import { useEffect } from 'react';
import { useSession } from './session-provider';

export function SessionSemesters({ currentSemester, nextSemester }: { currentSemester: string; nextSemester: string }) {
  const { store } = useSession();
  useEffect(() => {
    store.update({ currentSemester, nextSemester });
  }, [store, currentSemester, nextSemester]);
  return null;
}
