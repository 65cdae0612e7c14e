// Draws the usage page's charts from the JSON the page carries (the tables beside them
// hold the same figures, for a browser without script). Datasets of a lower `order` are
// drawn on top: the lines over the bars.
"use strict";
(function () {
  var source = document.getElementById("usage-data");
  if (!source || typeof Chart === "undefined") {
    return;
  }
  var data = JSON.parse(source.textContent);
  var common = { responsive: true, maintainAspectRatio: false, animation: false };
  var labels = data.days.map(function (d) { return d.date.slice(5); });

  function column(rows, name) {
    return rows.map(function (r) { return r[name]; });
  }

  new Chart(document.getElementById("chart-days"), {
    type: "bar",
    data: {
      labels: labels,
      datasets: [
        { label: "输入（未命中缓存）", data: column(data.days, "fresh"),
          backgroundColor: "#4e79a7", stack: "t", order: 1 },
        { label: "输入（缓存命中）", data: column(data.days, "cached"),
          backgroundColor: "#a0cbe8", stack: "t", order: 1 },
        { label: "输出", data: column(data.days, "completion"),
          backgroundColor: "#f28e2b", stack: "t", order: 1 },
        { label: "缓存命中率 %", data: column(data.days, "hit"), type: "line",
          yAxisID: "hit", borderColor: "#59a14f", backgroundColor: "#59a14f", spanGaps: true,
          order: 0 }
      ]
    },
    options: Object.assign({}, common, {
      scales: {
        x: { stacked: true },
        y: { stacked: true, beginAtZero: true, title: { display: true, text: "tokens" } },
        hit: { position: "right", min: 0, max: 100, grid: { drawOnChartArea: false },
               title: { display: true, text: "命中率 %" } }
      }
    })
  });

  var calls = [
    { label: "模型调用", data: column(data.days, "calls"), backgroundColor: "#4e79a7",
      order: 1 },
    { label: "压缩", data: column(data.days, "compressions"), backgroundColor: "#e15759",
      order: 1 }
  ];
  var callScales = { y: { beginAtZero: true, ticks: { precision: 0 },
                          title: { display: true, text: "次" } } };
  if (data.priced) {
    calls.push({ label: "费用 ¥", data: column(data.days, "cost"), type: "line",
                 yAxisID: "cost", borderColor: "#b07aa1", backgroundColor: "#b07aa1",
                 order: 0 });
    callScales.cost = { position: "right", beginAtZero: true, grid: { drawOnChartArea: false },
                        title: { display: true, text: "¥" } };
  }
  new Chart(document.getElementById("chart-calls"), {
    type: "bar",
    data: { labels: labels, datasets: calls },
    options: Object.assign({}, common, { scales: callScales })
  });

  function bars(id, rows) {
    new Chart(document.getElementById(id), {
      type: "bar",
      data: {
        labels: rows.map(function (r) { return r.label; }),
        datasets: [{ label: "tokens", data: column(rows, "tokens"), backgroundColor: "#4e79a7" }]
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
