#include "ui/compare/CompareView.h"

#include "ui/compare/ComparisonTableModel.h"
#include "ui/compare/ScenarioComparison.h"
#include "ui/render/charts/ChartPalette.h"

#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QListWidget>
#include <QMessageBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <optional>

namespace acceldecide::ui {

namespace {

constexpr int kIdRole = Qt::UserRole;

// Dollars on an axis read best in one unit for the whole range.
struct MoneyUnit
{
    double divisor;
    QString suffix;
};

MoneyUnit moneyUnit(double largest)
{
    if (largest >= 1e6)
        return {1e6, QCoreApplication::translate("CompareView", "$M")};
    if (largest >= 1e3)
        return {1e3, QCoreApplication::translate("CompareView", "$K")};
    return {1.0, QStringLiteral("$")};
}

QString elided(const QString &text, int length)
{
    return text.size() <= length ? text : text.left(length - 1) + QChar(0x2026);
}

} // namespace

CompareView::CompareView(db::CatalogDatabase *catalog, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_list(new QListWidget(this)), m_hint(new QLabel(this)),
      m_model(new ComparisonTableModel(this)), m_table(new QTableView(this)), m_chart(new QChart()),
      m_chartView(nullptr)
{
    setWindowTitle(tr("Compare Scenarios"));

    m_list->setAccessibleName(tr("Saved scenarios to compare"));
    m_list->setToolTip(tr("Tick two or more saved scenarios to compare them"));
    // Scenario names are sentences: wrap them rather than scroll sideways.
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_list, &QListWidget::itemChanged, this, [this] {
        if (!m_updating)
            compare();
    });
    m_hint->setText(tr("Tick two or more scenarios."));
    m_hint->setWordWrap(true);

    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Key figures per scenario"));
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // One line per figure: long option labels are elided, in full in the tooltips.
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    QHeaderView *columns = m_table->horizontalHeader();
    columns->setSectionResizeMode(QHeaderView::Stretch);
    // QHeaderView wraps a section's text when its alignment carries Qt::TextWordWrap.
    columns->setDefaultAlignment(
        Qt::Alignment::fromInt(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap));
    columns->setMinimumHeight(4 * fontMetrics().height() + 8);
    columns->setTextElideMode(Qt::ElideRight);
    QHeaderView *rows = m_table->verticalHeader();
    rows->setMaximumWidth(300);
    rows->setTextElideMode(Qt::ElideRight);
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setDefaultSectionSize(fontMetrics().height() + 8);

    m_chartView = new QChartView(m_chart, this);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setAccessibleName(tr("Cumulative cost of each scenario"));
    m_chartView->setMinimumHeight(300);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Saved scenarios:"), left));
    leftLayout->addWidget(m_list, 1);
    leftLayout->addWidget(m_hint);

    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_table);
    right->addWidget(m_chartView);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({260, 840});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    resize(1100, 760);

    reload();
    rebuildChart();
}

void CompareView::reload()
{
    const QList<qint64> ticked = compared();
    m_updating = true;
    m_list->clear();
    if (m_catalog) {
        db::ScenarioRepository repository(*m_catalog);
        auto listed = repository.list();
        if (!listed) {
            QMessageBox::warning(
                this, windowTitle(),
                tr("The saved scenarios could not be listed: %1").arg(listed.error().toString()));
        } else {
            for (const db::ScenarioSummary &summary : listed.value()) {
                auto *item = new QListWidgetItem(summary.name, m_list);
                item->setData(kIdRole, summary.id);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                item->setCheckState(ticked.contains(summary.id) ? Qt::Checked : Qt::Unchecked);
                item->setToolTip(summary.name);
            }
        }
    }
    m_updating = false;
    compare();
}

void CompareView::setCompared(const QList<qint64> &ids)
{
    m_updating = true;
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        item->setCheckState(ids.contains(item->data(kIdRole).toLongLong()) ? Qt::Checked
                                                                           : Qt::Unchecked);
    }
    m_updating = false;
    compare();
}

QList<qint64> CompareView::compared() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem *item = m_list->item(row);
        if (item->checkState() == Qt::Checked)
            ids << item->data(kIdRole).toLongLong();
    }
    return ids;
}

void CompareView::compare()
{
    std::vector<ComparedScenario> scenarios;
    if (m_catalog) {
        for (qint64 id : compared())
            scenarios.push_back(ScenarioComparison::evaluate(*m_catalog, id));
    }
    const int count = int(scenarios.size());
    m_hint->setVisible(count < 2);
    m_model->setScenarios(std::move(scenarios));
    rebuildChart();
}

void CompareView::rebuildChart()
{
    m_chart->removeAllSeries();
    // removeAxis() hands the axis back to the caller (QChart's documentation): delete it,
    // or every rebuild leaks the previous axes.
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_chart->setTitle(tr("Cumulative cost: recommended option (thick) and baseline (thin)"));

    const ChartPalette palette = ChartPalette::fromApplication();
    int horizon = 1;
    double largest = 0.0;
    for (const ComparedScenario &scenario : m_model->scenarios()) {
        for (const OptionResult *option : {scenario.recommended(), scenario.baseline()}) {
            if (!option)
                continue;
            horizon = std::max(horizon, int(option->cumulativeUsd.size()));
            for (double value : option->cumulativeUsd)
                largest = std::max(largest, value);
        }
    }
    const MoneyUnit unit = moneyUnit(largest);

    auto *xAxis = new QValueAxis(m_chart);
    xAxis->setTitleText(tr("Month"));
    xAxis->setRange(1, std::max(horizon, 2));
    xAxis->setLabelFormat(QStringLiteral("%d"));
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(horizon <= 12 ? 1 : horizon <= 36 ? 6 : 12);
    auto *yAxis = new QValueAxis(m_chart);
    yAxis->setTitleText(tr("Cumulative cost (%1)").arg(unit.suffix));
    yAxis->setRange(0, std::max(largest / unit.divisor * 1.05, 1.0));
    yAxis->setLabelFormat(unit.divisor >= 1e6 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    yAxis->applyNiceNumbers();
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);

    for (std::size_t index = 0; index < m_model->scenarios().size(); ++index) {
        const ComparedScenario &scenario = m_model->scenarios()[index];
        const OptionResult *recommended = scenario.recommended();
        const OptionResult *baseline = scenario.baseline();
        if (!baseline)
            continue;
        const QString tag = ComparisonTableModel::tag(int(index));
        struct Line
        {
            const OptionResult *option;
            QString role;
            qreal width;
        };
        // A scenario whose options all fail a check recommends nothing: its baseline
        // still shows.
        std::vector<Line> lines;
        if (recommended)
            lines.push_back({recommended, tr("recommended"), 3.5});
        if (baseline != recommended)
            lines.push_back({baseline, tr("baseline"), 1.5});
        std::optional<Stack> previous;
        for (const Line &line : lines) {
            const int optionIndex = scenario.resolved.optionIndex(line.option->id);
            const Stack stack = optionIndex >= 0
                                    ? scenario.resolved.options[std::size_t(optionIndex)].stack
                                    : Stack::Cuda;
            // Scenario i takes the i-th colour of each stack: Trainium stays warm and
            // solid, GPU cool and dashed; a baseline of the same stack as the
            // recommendation is dotted.
            QPen pen = palette.optionPen(stack, int(index), line.width);
            if (previous == stack)
                pen.setStyle(Qt::DotLine);
            previous = stack;
            auto *series = new QLineSeries(m_chart);
            const QString label = QString::fromStdString(
                line.option->label.empty() ? line.option->id : line.option->label);
            series->setName(tr("%1 %2: %3").arg(tag, line.role, elided(label, 30)));
            series->setPen(pen);
            for (std::size_t month = 0; month < line.option->cumulativeUsd.size(); ++month)
                series->append(qreal(month + 1), line.option->cumulativeUsd[month] / unit.divisor);
            m_chart->addSeries(series);
            series->attachAxis(xAxis);
            series->attachAxis(yAxis);
        }
    }
    // Right of the plot: one entry per line, long enough to name the option.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->legend()->setVisible(true);
    palette.apply(m_chart);
}

} // namespace acceldecide::ui
