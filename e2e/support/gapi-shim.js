// A stand-in for Google's https://apis.google.com/js/api.js, which the Firebase Auth SDK and
// the Auth emulator's helper iframe load for the Google pop-up sign-in. The test machine is
// offline, so the suite serves this instead: just the gapi.iframes messaging the two use
// (open an iframe, ping it, register handlers and send messages both ways by postMessage).
(function () {
  var ANY = function () {
    return true;
  };
  var channels = [];

  // gapi runs callbacks in its own machinery, which swallows what they throw (the Firebase
  // SDK even throws on purpose after answering); do the same here.
  function call(callback, value) {
    try {
      callback(value);
    } catch (error) {
      console.debug('gapi stand-in: a callback threw', error);
    }
  }

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = [];
    this.pending = {};
  }
  Channel.prototype.post = function (message) {
    message.__gapiShim = 1;
    this.target().postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queued;
    this.queued = [];
    for (var i = 0; i < queued.length; i++) this.receive(queued[i]);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = 'm' + Math.random();
    if (callback) this.pending[id] = callback;
    this.post({ kind: 'call', name: name, data: data, id: id });
  };
  Channel.prototype.receive = function (message) {
    var self = this;
    if (message.kind === 'ping') return this.post({ kind: 'pong', id: message.id });
    if (message.kind === 'reply' || message.kind === 'pong') {
      var callback = this.pending[message.id];
      delete this.pending[message.id];
      if (callback) call(callback, message.result);
      return;
    }
    var handler = this.handlers[message.name];
    if (!handler) return this.queued.push(message); // answered once someone registers
    Promise.resolve(handler(message.data)).then(function (result) {
      self.post({ kind: 'reply', id: message.id, result: [result] });
    });
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.__gapiShim !== 1) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].source === event.source) return channels[i].channel.receive(message);
    }
  });

  function Handle(targetWindow) {
    this.channel = new Channel(targetWindow);
    channels.push({ source: null, channel: this.channel, handle: this });
    this.entry = channels[channels.length - 1];
  }
  Handle.prototype.register = function (name, handler) {
    this.channel.register(name, handler);
  };
  Handle.prototype.send = function (name, data, callback) {
    this.channel.send(name, data, callback);
  };
  Handle.prototype.restyle = function () {
    return Promise.resolve();
  };
  Handle.prototype.ping = function (callback) {
    var channel = this.channel;
    return new Promise(function (resolve) {
      var id = 'p' + Math.random();
      var timer;
      channel.pending[id] = function () {
        clearInterval(timer);
        if (callback) call(callback);
        resolve();
      };
      var send = function () {
        try {
          channel.post({ kind: 'ping', id: id });
        } catch (e) {
          // the frame is not there yet
        }
      };
      timer = setInterval(send, 100);
      send();
    });
  };

  var parentHandle = null;
  if (window.parent !== window) {
    parentHandle = new Handle(function () {
      return window.parent;
    });
    parentHandle.entry.source = window.parent;
  }

  var context = {
    open: function (params, callback) {
      var frame = document.createElement('iframe');
      var attributes = params.attributes || {};
      for (var key in attributes) {
        if (key === 'style') {
          for (var property in attributes.style) frame.style[property] = attributes.style[property];
        } else {
          frame.setAttribute(key, attributes[key]);
        }
      }
      frame.src = params.url;
      var handle = new Handle(function () {
        return frame.contentWindow;
      });
      (params.where || document.body).appendChild(frame);
      handle.entry.source = frame.contentWindow;
      return Promise.resolve(callback ? callback(handle) : handle);
    },
    getParentIframe: function () {
      return parentHandle;
    },
  };

  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      // Called back later, as the real loader does (never while the caller is still in load()).
      Promise.resolve().then(function () {
        if (callback) call(callback);
      });
    },
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: ANY,
      SAME_ORIGIN_IFRAMES_FILTER: ANY,
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  // Once this script has run, as the real loader calls its onload.
  Promise.resolve().then(function () {
    if (onload && typeof window[onload] === 'function') call(window[onload]);
    else if (typeof window.gapi_onload === 'function') call(window.gapi_onload);
  });
})();
