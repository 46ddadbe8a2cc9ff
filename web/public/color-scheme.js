// Sets Mantine's colour-scheme attribute before React mounts, so a dark-mode user never sees a white flash.
(function () {
  var scheme;
  try {
    var value = window.localStorage.getItem('mantine-color-scheme-value') || 'light';
    var prefersDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    scheme = value === 'dark' || (value === 'auto' && prefersDark) ? 'dark' : 'light';
  } catch {
    scheme = 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
