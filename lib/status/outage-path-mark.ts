/** The path the outage frame is drawn for (scripts/outage-frame/write.tsx): its language switch points here. */
export const OUTAGE_PATH_MARK = '/outage-requested-path';
