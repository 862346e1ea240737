// "Quick exit": the control in every page's header, and Escape pressed three times, leave for a neutral site
// (the server names it in data-url) as GOV.UK's "Exit this page" does: the neutral site opens in a new tab,
// which has no history at all, and this tab is replaced by it through location.replace, so Back in neither
// tab returns to the page left. A plain script, run as soon as the page is read: it works before the app's
// code has arrived, and on every page alike; the control itself is a link to /exit, which redirects there
// without any script.
(function () {
  var url = document.currentScript.getAttribute('data-url') || '/exit';
  var presses = 0;
  var lastPress = 0;
  function leave(event) {
    if (event) event.preventDefault();
    // The page goes blank at once, while the neutral site loads.
    document.documentElement.style.visibility = 'hidden';
    // noopener: the new tab cannot reach back to this one (and is told nothing of where it came from).
    // A browser that blocks the new tab still replaces this one.
    window.open(url, '_blank', 'noopener,noreferrer');
    window.location.replace(url);
  }
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var control = target && target.closest ? target.closest('[data-quick-exit]') : null;
      if (control && event.button === 0) leave(event);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    function (event) {
      if (event.key !== 'Escape') return;
      var now = Date.now();
      // Three presses in a row, each within two seconds of the one before.
      presses = now - lastPress < 2000 ? presses + 1 : 1;
      lastPress = now;
      if (presses >= 3) leave();
    },
    true,
  );
})();
