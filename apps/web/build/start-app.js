/*
 * Starts the app (decision 0028). The build writes this script into index.html, at the end of the body, with the
 * app's entry in data-entry (which the page preloads with the rest of its code); the server's policy allows it by
 * its hash. On a page the browser paints, the app starts at once. On a page the server painted, the page is shown
 * first: its code is fetched once the first frame is out (the server wrote its preload links as
 * data-after-paint, which this turns on), so it does not compete with the page's styles and main picture.
 * A classic script, so it can find its own tag. Inline rather than a file: no request, nothing to cache.
 */
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var start = function () {
    var waiting = document.querySelectorAll('link[data-after-paint]');
    for (var i = 0; i < waiting.length; i++) waiting[i].rel = waiting[i].getAttribute('data-after-paint');
    import(entry);
  };
  var root = document.getElementById('root');
  if (root && root.hasChildNodes()) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})();
