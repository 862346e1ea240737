// A page the server rendered can be read, and its links followed, before any of the app's code runs. The code
// is fetched once the page and its own photos are on screen (its first paint, the window's load, then the
// frame after the one that paints them), or at once when the visitor starts to use the page, and after three
// seconds at the latest: on a slow connection the first photo is not held back by the scripts that only make
// the page interactive.
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
  // The page must have been shown before the code is asked for: its first paint has been presented (a paint
  // entry tells, after the fact) and its photos have loaded (the window's load), and the frame after the one
  // that paints them has begun (two frames). A page without photos loads before it is first painted.
  var loaded = document.readyState === 'complete';
  var painted = !('PerformanceObserver' in window);
  function afterPaint() {
    if (!loaded || !painted) return;
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  if (!painted) {
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        painted = true;
        afterPaint();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // A browser that cannot observe paints: the load and the two frames alone.
      painted = true;
    }
  }
  if (!loaded)
    window.addEventListener(
      'load',
      function () {
        loaded = true;
        afterPaint();
      },
      { once: true },
    );
  afterPaint();
  ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  setTimeout(start, 3000);
})();
