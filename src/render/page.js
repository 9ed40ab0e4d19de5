// The step-through page of `probesim explain --format html`: the data is the JSON in
// #data ({sides: [explanation...], rows: [[step index of each side or null]...],
// focus: row}); one row is shown at a time, each side's panes redrawn from it.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("data").textContent);
  var rows = data.rows;
  var n = rows.length;
  var body = document.body;
  var slider = document.getElementById("slider");
  var FLAGS = [[0, "CF"], [2, "PF"], [4, "AF"], [6, "ZF"], [7, "SF"], [8, "TF"], [9, "IF"], [10, "DF"], [11, "OF"]];

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function q(side, cls) {
    return document.querySelector('[data-side="' + side + '"] .' + cls);
  }
  function clear(e) {
    while (e.firstChild) e.removeChild(e.firstChild);
  }
  function flags(hex) {
    var v = parseInt(hex, 16);
    var on = [];
    FLAGS.forEach(function (f) {
      if ((v >> f[0]) & 1) on.push(f[1]);
    });
    return on.join(" ") || "(none)";
  }
  // The step a side shows at row r: its own, or its last one before (a gap).
  function stepAt(side, r) {
    for (var k = r; k >= 0; k--) {
      if (rows[k][side] !== null) return { i: rows[k][side], gap: k !== r };
    }
    return { i: 0, gap: true };
  }
  function after(e, i) {
    return i + 1 < e.steps.length ? e.steps[i + 1] : e.tail;
  }

  function drawRegs(side, e, s, a) {
    var t = q(side, "regs");
    clear(t);
    var head = el("tr");
    head.appendChild(el("th", "", "reg"));
    head.appendChild(el("th", "", "before"));
    head.appendChild(el("th", "", "after"));
    t.appendChild(head);
    data.regs.forEach(function (name, k) {
      var tr = el("tr");
      tr.setAttribute("data-reg", name);
      var b = s.regs[k], x = a.regs ? a.regs[k] : undefined;
      if (x !== undefined && x !== b) tr.className = "changed";
      tr.appendChild(el("th", "", name));
      tr.appendChild(el("td", "val", b));
      tr.appendChild(el("td", "after", x === undefined ? "" : x));
      t.appendChild(tr);
    });
    var f = q(side, "flags");
    // No state after a step the task did not come back from.
    var fa = a.regs && a.regs.length ? flags(a.regs[17]) : "";
    f.textContent = "rflags before: " + flags(s.regs[17]) + (fa ? "  after: " + fa : "");
  }

  function drawStack(side, e, s, a) {
    var t = q(side, "stack");
    clear(t);
    var head = el("tr");
    ["address", "slot", "before", "after"].forEach(function (h) { head.appendChild(el("th", "", h)); });
    t.appendChild(head);
    var top = BigInt(e.stack_top);
    var sp = BigInt(s.regs[7]);
    var written = {};
    s.writes.forEach(function (w) { written[w.addr] = w; });
    e.stack_names.forEach(function (name, k) {
      var addr = top - BigInt(8 * k);
      var hex = "0x" + addr.toString(16);
      var tr = el("tr", "cell");
      var b = s.stack[k], x = a.stack ? a.stack[k] : undefined;
      var cls = ["cell"];
      if (name.indexOf("red zone") === 0) cls.push("rz");
      if ((x !== undefined && x !== b) || written[hex]) cls.push("changed");
      if (addr === sp) cls.push("sp");
      tr.className = cls.join(" ");
      tr.appendChild(el("td", "addr", hex));
      tr.appendChild(el("td", "name", name));
      tr.appendChild(el("td", "val", b === null ? "?" : b));
      tr.appendChild(el("td", "after", x === undefined || x === null ? "?" : x));
      t.appendChild(tr);
    });
    q(side, "moment").textContent =
      "Each cell before step " + s.index + " (" + s.text + ") and after it, with the kernel's work after it; " +
      "sp marks sp before the step.";
  }

  function drawWrites(side, s) {
    var ul = q(side, "writes");
    clear(ul);
    if (!s.writes.length) ul.appendChild(el("li", "", "(no memory written)"));
    s.writes.forEach(function (w) {
      ul.appendChild(el("li", "", "[" + w.addr + "] " + w.old + " \u2192 " + w.new + "  by " + w.by + "  (" + w.what + ")"));
    });
  }

  function drawSite(side, e, s) {
    var d = q(side, "site");
    clear(d);
    if (!e.site_addr) {
      d.textContent = "(no probe site)";
      return;
    }
    d.appendChild(el("div", "", "probe site " + e.site_addr + ":"));
    e.site_history.forEach(function (h) {
      var sp = el("span", h[1] === s.site ? "cur" : "", h[1] + "  (" + h[0] + ")");
      d.appendChild(sp);
    });
    if (s.semaphore !== null && s.semaphore !== undefined) {
      d.appendChild(el("div", "", "USDT semaphore: " + s.semaphore));
    }
  }

  function drawKernel(side, s, gap) {
    var d = q(side, "kernel");
    clear(d);
    if (gap) d.appendChild(el("p", "gap", "(this side has no step here: it shows its last one)"));
    d.appendChild(el("p", "", s.addr + "  " + s.bytes + "  " + s.text + (s.mapping ? "   in " + s.mapping : "")));
    if (s.summary) d.appendChild(el("p", "", "\u21d2 " + s.summary));
    var ul = el("ul");
    s.kernel.forEach(function (k) { ul.appendChild(el("li", "", k)); });
    d.appendChild(ul);
    s.why.forEach(function (w) { d.appendChild(el("p", "why", w)); });
    if (s.ret) d.appendChild(el("p", "", "back to user mode: " + s.ret));
    if (!s.kernel.length && !s.why.length) d.appendChild(el("p", "why", "A user instruction: the kernel is not entered."));
  }

  function highlight(side, i) {
    var list = q(side, "narrative");
    Array.prototype.forEach.call(list.children, function (li) {
      var cur = Number(li.getAttribute("data-i")) === i;
      li.classList.toggle("cur", cur);
      if (cur) {
        var top = li.offsetTop - list.offsetTop;
        if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - li.offsetHeight) {
          list.scrollTop = Math.max(0, top - list.clientHeight / 2);
        }
      }
    });
    document.querySelectorAll('[data-seq].hl').forEach(function (g) {
      if (g.getAttribute("data-seq").split(" ")[0].split("-")[0] === String(side)) g.classList.remove("hl");
    });
    document.querySelectorAll("[data-seq]").forEach(function (g) {
      if (g.getAttribute("data-seq").split(" ").indexOf(side + "-" + i) >= 0) g.classList.add("hl");
    });
  }

  function show(r) {
    r = Math.max(0, Math.min(n - 1, r));
    body.setAttribute("data-step", String(r));
    slider.value = String(r);
    document.getElementById("pos").textContent = "step " + (r + 1) + " of " + n;
    var now = [];
    data.sides.forEach(function (e, side) {
      var at = stepAt(side, r);
      var s = e.steps[at.i];
      var a = after(e, at.i);
      drawRegs(side, e, s, a);
      drawStack(side, e, s, a);
      drawWrites(side, s);
      drawSite(side, e, s);
      drawKernel(side, s, at.gap);
      highlight(side, at.i);
      now.push((data.sides.length > 1 ? e.kernel + ": " : "") + s.addr + " " + s.text + (at.gap ? " (no counterpart)" : ""));
    });
    document.getElementById("now").textContent = now.join("   |   ");
  }

  function rowOf(side, i) {
    for (var k = 0; k < n; k++) if (rows[k][side] === i) return k;
    return 0;
  }
  function cur() {
    return Number(body.getAttribute("data-step"));
  }

  document.getElementById("prev").addEventListener("click", function () { show(cur() - 1); });
  document.getElementById("next").addEventListener("click", function () { show(cur() + 1); });
  document.getElementById("focus").addEventListener("click", function () { show(data.focus); });
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  document.addEventListener("keydown", function (ev) {
    if (ev.target && ev.target.tagName === "INPUT" && ev.target.type === "range" && ev.target !== slider) return;
    var r = cur();
    if (ev.key === "ArrowRight") r += 1;
    else if (ev.key === "ArrowLeft") r -= 1;
    else if (ev.key === "Home") r = 0;
    else if (ev.key === "End") r = n - 1;
    else return;
    ev.preventDefault();
    show(r);
  });
  document.querySelectorAll(".narrative li").forEach(function (li) {
    li.addEventListener("click", function () {
      var side = Number(li.closest("[data-side]").getAttribute("data-side"));
      show(rowOf(side, Number(li.getAttribute("data-i"))));
    });
  });
  document.querySelectorAll("[data-seq]").forEach(function (g) {
    g.addEventListener("click", function () {
      var first = g.getAttribute("data-seq").split(" ")[0].split("-");
      show(rowOf(Number(first[0]), Number(first[1])));
    });
  });
  show(cur());
})();
