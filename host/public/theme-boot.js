/* global window, document */
// Apply the stored theme before first paint so a dark-theme user never sees a light flash. A file, not an
// inline script: the Content-Security-Policy allows scripts of this origin only.
try {
  if (window.localStorage.getItem('theme') === 'dark') document.documentElement.dataset.theme = 'dark';
} catch {
  // Storage refused (private mode, blocked cookies): the light theme it is.
}
