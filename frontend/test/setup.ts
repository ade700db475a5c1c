import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs them; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks scrollTo and matchMedia; the app calls both.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
