// The country list opens below the field when at least 200 px of the viewport remain under it, else above.
import { DROPDOWN_ROOM_BELOW_PX } from '@/lib/phone';

export type Placement = 'below' | 'above';

export function choosePlacement(
  anchorBottom: number,
  viewportHeight: number,
  roomNeeded = DROPDOWN_ROOM_BELOW_PX,
): Placement {
  return viewportHeight - anchorBottom >= roomNeeded ? 'below' : 'above';
}
