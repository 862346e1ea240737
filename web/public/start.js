// A page the server rendered can be read, and its links followed, before any of the app's code runs. The code
// is fetched once the page's own photos are on screen (the window's load, then the frame that paints them), or
// at once when the visitor starts to use the page, and after three seconds at the latest: on a slow connection
// the first photo is not held back by the scripts that only make the page interactive.
(function () {
  var tag = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (tag.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = tag.getAttribute('data-entry');
    document.head.appendChild(main);
  }
  // A photo that has loaded is painted in the next frame: start after that frame, not before it.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  setTimeout(start, 3000);
})();
