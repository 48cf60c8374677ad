// A full-page screenshot draws the whole page: cards, course rows and the footer are drawn only near the screen
// (content-visibility: auto, issue 50), and a full-page capture does not scroll, so they would come out blank. Passed
// as the screenshot's `style` (Playwright applies it only while the picture is taken): what a reader sees by scrolling.
export const DRAWN_IN_FULL = '* { content-visibility: visible !important; }';
