// Draws the usage page's charts from the JSON the page carries (the tables below them
// hold the same figures, for a browser without script).
"use strict";
(function () {
  var source = document.getElementById("usage-data");
  if (!source || typeof Chart === "undefined") {
    return;
  }
  var data = JSON.parse(source.textContent);
  var common = { responsive: true, maintainAspectRatio: false, animation: false };

  new Chart(document.getElementById("chart-days"), {
    type: "bar",
    data: {
      labels: data.days.map(function (d) { return d.date.slice(5); }),
      datasets: [
        { label: "输入 tokens", data: data.days.map(function (d) { return d.prompt; }),
          backgroundColor: "#4e79a7", stack: "t" },
        { label: "输出 tokens", data: data.days.map(function (d) { return d.completion; }),
          backgroundColor: "#f28e2b", stack: "t" },
        { label: "模型调用", data: data.days.map(function (d) { return d.calls; }),
          type: "line", yAxisID: "calls", borderColor: "#59a14f", backgroundColor: "#59a14f" }
      ]
    },
    options: Object.assign({}, common, {
      scales: {
        x: { stacked: true },
        y: { stacked: true, beginAtZero: true, title: { display: true, text: "tokens" } },
        calls: { position: "right", beginAtZero: true, grid: { drawOnChartArea: false },
                 title: { display: true, text: "调用" } }
      }
    })
  });

  function bars(id, rows, label) {
    new Chart(document.getElementById(id), {
      type: "bar",
      data: {
        labels: rows.map(function (r) { return r.label; }),
        datasets: [{ label: "tokens", data: rows.map(function (r) { return r.tokens; }),
                     backgroundColor: "#4e79a7" }]
      },
      options: Object.assign({}, common, { indexAxis: "y", plugins: { legend: { display: false } } })
    });
  }
  bars("chart-conversations", data.conversations.map(function (r) {
    return { label: r.name ? r.key + " " + r.name : r.key, tokens: r.tokens };
  }));
  bars("chart-models", data.models.map(function (r) {
    return { label: r.model, tokens: r.tokens };
  }));
})();
