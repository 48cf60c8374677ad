// Whether the visitor has left the field, which is when its message shows. Left with the keyboard (Tab), it shows at
// once. Left with a press (a click or a tap, on "Save" among others), it waits until the press is over: shown at once,
// the message would push what lies below the field down under the pointer, the press would end beside the button it
// began on, and the form would not be sent.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useLeftField() {
  const [left, setLeft] = useState(false);
  const pressing = useRef(false);
  const waiting = useRef(false);

  useEffect(() => {
    const pressed = () => {
      pressing.current = true;
    };
    const released = (event: Event) => {
      pressing.current = false;
      // A click follows the release of a press; a cancelled press (a scroll on a phone) has none.
      if (event.type === 'pointerup') return;
      if (!waiting.current) return;
      waiting.current = false;
      setLeft(true);
    };
    const events = ['click', 'pointerup', 'pointercancel'] as const;
    window.addEventListener('pointerdown', pressed, true);
    for (const type of events) window.addEventListener(type, released, true);
    return () => {
      window.removeEventListener('pointerdown', pressed, true);
      for (const type of events) window.removeEventListener(type, released, true);
    };
  }, []);

  const onBlur = useCallback(() => {
    if (pressing.current) waiting.current = true;
    else setLeft(true);
  }, []);

  return { left, onBlur };
}
