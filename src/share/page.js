// The phones' page: keeps the table the server drew live. The first answer already holds
// the table; this script only follows the event stream (`events`); when it is lost the
// whole table dims under a banner ("Reconnecting, the figures may be out of date"), and
// both go the moment it is live again: it catches up by itself (the last event id goes
// with every reconnection). It also follows a new game and switches the language.
"use strict";
(() => {
  const body = document.body;
  const strings = JSON.parse(body.dataset.strings);
  const main = document.getElementById("table");
  const conn = document.getElementById("conn");
  const langButton = document.getElementById("lang");
  let lang = body.dataset.lang;
  let lastId = body.dataset.id;
  let mode = body.dataset.state === "home" ? "home" : "live";
  let source = null;
  let watchdog = 0;
  let retry = 0;
  let backoff = 1000;

  const t = (key) => strings[lang][key];

  function show(next) {
    mode = next;
    conn.className = "conn " + next;
    conn.textContent = next === "live" ? "" : t(next);
    // The figures on screen may be stale: the whole page says so until it is live.
    body.classList.toggle("stale", next === "reconnecting");
  }

  function labels() {
    document.documentElement.lang = lang;
    langButton.textContent = t("switch");
    if (mode !== "live") show(mode);
  }

  // The server sends a ping every 15 s: a stream silent for 40 s is dead (a phone's
  // Wi-Fi that dropped without a word), so it is opened again.
  function awake() {
    clearTimeout(watchdog);
    watchdog = setTimeout(connect, 40000);
  }

  function apply(event) {
    const data = JSON.parse(event.data);
    lastId = event.lastEventId || String(data.id);
    body.dataset.id = lastId;
    body.dataset.state = data.state;
    if (typeof data.html === "string") main.innerHTML = data.html;
    if (data.title) document.title = data.title;
  }

  function connect() {
    clearTimeout(retry);
    if (source) source.close();
    const url = "events?lang=" + lang + "&last=" + encodeURIComponent(lastId);
    source = new EventSource(url);
    source.addEventListener("table", (e) => { apply(e); show("live"); awake(); backoff = 1000; });
    source.addEventListener("home", (e) => { apply(e); show("home"); awake(); });
    source.addEventListener("moved", (e) => {
      const data = JSON.parse(e.data);
      location.replace(data.url + "?lang=" + lang);
    });
    source.addEventListener("ping", awake);
    source.onopen = () => { if (mode === "reconnecting") show("live"); awake(); };
    source.onerror = () => {
      if (mode === "live") show("reconnecting");
      // The browser tries again by itself (every second, as the server asks) while the
      // server is away; once it gives up (the server answered with an error), start it
      // again, less and less often, up to every 10 s.
      if (source.readyState === EventSource.CLOSED) {
        retry = setTimeout(connect, backoff);
        backoff = Math.min(backoff * 2, 10000);
      }
    };
    awake();
  }

  langButton.addEventListener("click", () => {
    lang = lang === "fr" ? "en" : "fr";
    try { localStorage.setItem("deputy-lang", lang); } catch (_) { /* private mode */ }
    history.replaceState(null, "", "?lang=" + lang);
    labels();
    lastId = ""; // the server sends the table again, in the new language
    connect();
  });
  window.addEventListener("online", connect);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && (!source || source.readyState !== EventSource.OPEN)) {
      connect();
    }
  });

  // A language chosen on this phone before wins over the browser's, unless the address
  // names one.
  let saved = null;
  try { saved = localStorage.getItem("deputy-lang"); } catch (_) { /* private mode */ }
  if (!new URLSearchParams(location.search).has("lang") && saved && saved !== lang && strings[saved]) {
    lang = saved;
    lastId = "";
  }
  labels();
  connect();
})();
