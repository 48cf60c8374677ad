import '@testing-library/jest-dom/jest-globals';

// jsdom has no canvas: answer "no 2D context" quietly, as a browser without canvas support would.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
