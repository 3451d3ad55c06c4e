#include "ui/performance/PerformancePanel.h"

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/performance/PerformanceText.h"
#include "ui/render/charts/ChartInputs.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/ConcurrencyChart.h"
#include "ui/render/charts/RooflineChart.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include "core/editing/OptionEditing.h"
#include "core/model/RangeTable.h"
#include "core/performance/EstimatorInUse.h"

#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace acceldecide::ui {

namespace {

// A whole-number spin box over a RangeTable row; `unset` adds the lowest value below the
// row's minimum meaning "not set" (concurrency's "auto"). Applied on Enter or focus
// out, not per keystroke: typing "16" must not first try tensor parallel 1.
QSpinBox *rangeSpin(QWidget *parent, const char *path, int fallbackMax, const QString &unset = {})
{
    auto *spin = new QSpinBox(parent);
    const FieldRange *range = RangeTable::find(path);
    const int low = range ? int(range->min) : 1;
    spin->setRange(unset.isEmpty() ? low : low - 1, range ? int(range->max) : fallbackMax);
    if (!unset.isEmpty())
        spin->setSpecialValueText(unset);
    spin->setKeyboardTracking(false);
    spin->setAccelerated(true);
    if (range)
        spin->setToolTip(rangeToolTip(*range));
    return spin;
}

} // namespace

PerformancePanel::PerformancePanel(ScenarioDocument *document, EvaluationController *controller,
                                   QWidget *parent)
    : QWidget(parent), m_document(document), m_controller(controller),
      m_status(Labels::wrapped(this)), m_roofline(std::make_unique<RooflineChart>()),
      m_concurrencyChart(std::make_unique<ConcurrencyChart>())
{
    m_option = new QComboBox(this);
    m_option->setAccessibleName(tr("Option"));
    m_option->setToolTip(tr("The option whose estimated throughput this panel shows and edits"));
    m_option->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_option->setMinimumContentsLength(24);
    auto *optionLabel = new QLabel(tr("O&ption:"), this);
    optionLabel->setBuddy(m_option);
    auto *optionRow = new QHBoxLayout;
    optionRow->addWidget(optionLabel);
    optionRow->addWidget(m_option, 1);
    m_noEstimate = Labels::wrapped(this);

    m_estimateArea = new QWidget(this);
    auto *columns = new QHBoxLayout(m_estimateArea);
    columns->setContentsMargins(0, 0, 0, 0);
    auto *left = new QVBoxLayout;
    left->addWidget(buildInputs());
    left->addWidget(buildResults(), 1);
    columns->addLayout(left, 2);
    columns->addWidget(buildCharts(), 5);

    auto *content = new QWidget(this);
    auto *sections = new QVBoxLayout(content);
    sections->setContentsMargins(0, 0, 0, 0);
    sections->addLayout(optionRow);
    sections->addWidget(m_noEstimate);
    sections->addWidget(m_estimateArea, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    layout->addWidget(scroll, 1);

    connectInputs();
    connect(m_option, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_syncing && index >= 0)
            selectOption(m_option->itemData(index).toString().toStdString());
    });
    // Another scenario (New, Open): start again from its first estimated option.
    connect(m_document, &ScenarioDocument::replaced, this, [this] { m_optionId.clear(); });
    connect(m_document, &ScenarioDocument::changed, this, &PerformancePanel::refresh);
    connect(m_controller, &EvaluationController::evaluated, this, &PerformancePanel::refresh);
    showStatus(QString(), false);
    refresh();
}

PerformancePanel::~PerformancePanel() = default;

QWidget *PerformancePanel::buildInputs()
{
    auto *box = new QGroupBox(tr("Estimate"), m_estimateArea);
    m_model = new QComboBox(box);
    for (const auto &card : performance::EstimatorInUse::current()->catalog().models())
        m_model->addItem(qs(card.name), qs(card.shapes.id));
    m_model->setToolTip(tr("The model served, from the performance catalog's published shapes"));
    m_dataType = new QComboBox(box);
    for (const char *type : {"bf16", "fp16", "fp8", "fp4"})
        m_dataType->addItem(QString::fromLatin1(type).toUpper(), QString::fromLatin1(type));
    m_dataType->setToolTip(tr("The number format of the weights (the KV cache follows: FP8 "
                              "beside FP8 or FP4 weights, BF16 otherwise)"));
    m_tensorParallel = new QSpinBox(box);
    m_tensorParallel->setRange(1, 64);
    m_tensorParallel->setKeyboardTracking(false);
    m_tensorParallel->setToolTip(tr("Accelerators one copy of the model is split over; it must "
                                    "divide the model's attention heads and fit the option. "
                                    "Valid: from 1 to 64"));
    m_concurrency = rangeSpin(box, "options[].throughput.estimate.concurrency", 65536, tr("auto"));
    m_concurrency->setToolTip(m_concurrency->toolTip() +
                              tr("\nauto: the most requests within the latency target, or "
                                 "whose KV cache fits"));
    m_inputTokens = rangeSpin(box, "options[].throughput.estimate.input_tokens", 10000000);
    m_outputTokens = rangeSpin(box, "options[].throughput.estimate.output_tokens", 10000000);
    m_latencyTarget = new QDoubleSpinBox(box);
    m_latencyTarget->setRange(0.0, 1e6);
    m_latencyTarget->setDecimals(1);
    m_latencyTarget->setSuffix(tr(" ms"));
    m_latencyTarget->setSpecialValueText(tr("none"));
    m_latencyTarget->setKeyboardTracking(false);
    m_latencyTarget->setToolTip(tr("The most time a request may wait for each output token; "
                                   "auto concurrency stays within it. Valid: from 0 (none) to "
                                   "1,000,000 ms"));
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("&Data type:"), m_dataType);
    form->addRow(tr("&Tensor parallel:"), m_tensorParallel);
    form->addRow(tr("&Concurrency:"), m_concurrency);
    form->addRow(tr("&Input tokens:"), m_inputTokens);
    form->addRow(tr("O&utput tokens:"), m_outputTokens);
    form->addRow(tr("&Latency target:"), m_latencyTarget);
    return box;
}

QWidget *PerformancePanel::buildResults()
{
    auto *box = new QGroupBox(tr("What core estimates"), m_estimateArea);
    m_throughput = Labels::wrapped(box);
    m_latency = Labels::wrapped(box);
    m_memory = Labels::wrapped(box);
    m_calibration = Labels::wrapped(box);
    m_nearest = Labels::wrapped(box);
    auto *layout = new QVBoxLayout(box);
    for (QLabel *label : {m_throughput, m_latency, m_memory, m_calibration, m_nearest})
        layout->addWidget(label);
    layout->addStretch(1);
    return box;
}

QWidget *PerformancePanel::buildCharts()
{
    auto *charts = new QWidget(m_estimateArea);
    auto *layout = new QHBoxLayout(charts);
    layout->setContentsMargins(0, 0, 0, 0);
    const ChartPalette palette = ChartPalette::fromApplication();
    for (EvaluationChart *chart : {static_cast<EvaluationChart *>(m_roofline.get()),
                                   static_cast<EvaluationChart *>(m_concurrencyChart.get())}) {
        chart->setPalette(palette);
        auto *view = new QChartView(chart->chart(), charts);
        view->setRenderHint(QPainter::Antialiasing, true);
        view->setMinimumSize(360, 300);
        view->setAccessibleName(chart->tabTitle());
        layout->addWidget(view, 1);
    }
    return charts;
}

void PerformancePanel::connectInputs()
{
    connect(m_model, &QComboBox::currentIndexChanged, this, [this](int index) {
        const std::string model = m_model->itemData(index).toString().toStdString();
        edit(QStringLiteral("model"), tr("Estimate's model"),
             [&](ThroughputEstimateInput &in) { in.model = model; });
    });
    connect(m_dataType, &QComboBox::currentIndexChanged, this, [this](int index) {
        const std::string type = m_dataType->itemData(index).toString().toStdString();
        edit(QStringLiteral("dtype"), tr("Estimate's data type"),
             [&](ThroughputEstimateInput &in) { in.dataType = type; });
    });
    connect(m_tensorParallel, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("tensor_parallel"), tr("Tensor parallel"),
             [&](ThroughputEstimateInput &in) { in.tensorParallel = value; });
    });
    connect(m_concurrency, &QSpinBox::valueChanged, this, [this](int value) {
        const bool automatic = value <= m_concurrency->minimum();
        edit(QStringLiteral("concurrency"), tr("Concurrency"), [&](ThroughputEstimateInput &in) {
            in.concurrency = automatic ? std::nullopt : std::optional<int>(value);
        });
    });
    connect(m_inputTokens, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("input_tokens"), tr("Input tokens"),
             [&](ThroughputEstimateInput &in) { in.inputTokens = value; });
    });
    connect(m_outputTokens, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("output_tokens"), tr("Output tokens"),
             [&](ThroughputEstimateInput &in) { in.outputTokens = value; });
    });
    connect(m_latencyTarget, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        const bool none = value <= m_latencyTarget->minimum();
        edit(QStringLiteral("max_ms"), tr("Latency target"), [&](ThroughputEstimateInput &in) {
            in.maxMsPerOutputToken = none ? std::nullopt : std::optional<double>(value);
        });
    });
}

const Option *PerformancePanel::documentOption() const
{
    const Scenario &scenario = m_document->scenario();
    const int index = scenario.optionIndex(m_optionId);
    return index < 0 ? nullptr : &scenario.options[std::size_t(index)];
}

void PerformancePanel::selectOption(const std::string &optionId)
{
    if (optionId == m_optionId)
        return;
    m_optionId = optionId;
    showStatus(QString(), false);
    refresh();
}

void PerformancePanel::edit(const QString &field, const QString &description,
                            const EstimateEdit &change)
{
    if (m_syncing)
        return;
    const std::string id = m_optionId;
    report(m_document->apply(QStringLiteral("estimate.%1.%2").arg(field, qs(id)), description,
                             [&](Scenario &s) {
                                 const int index = s.optionIndex(id);
                                 if (index < 0)
                                     return;
                                 Option &option = s.options[std::size_t(index)];
                                 if (!option.throughput || !option.throughput->estimate)
                                     return;
                                 ThroughputEstimateInput input = *option.throughput->estimate;
                                 change(input);
                                 OptionEditing::setThroughputEstimate(option, input);
                             }));
}

void PerformancePanel::report(const Expected<void, QString> &edit)
{
    if (!edit) {
        showStatus(edit.error(), true);
        refresh(); // refused: show the document's values again
        return;
    }
    // Accepted, but the evaluation may still refuse it (a catalog that cannot price it).
    if (!m_controller->problems().isEmpty())
        showStatus(m_controller->problems().join(QLatin1Char('\n')), true);
    else
        showStatus(QString(), false);
}

void PerformancePanel::fillOptions()
{
    const Scenario &scenario = m_document->scenario();
    // The first option with an estimate, else the first.
    if (scenario.optionIndex(m_optionId) < 0) {
        const auto estimated =
            std::find_if(scenario.options.begin(), scenario.options.end(), [](const Option &o) {
                return o.throughput && o.throughput->isEstimated();
            });
        m_optionId = estimated != scenario.options.end() ? estimated->id
                     : scenario.options.empty()          ? std::string()
                                                         : scenario.options.front().id;
    }
    const QSignalBlocker blocker(m_option);
    // Rebuilt only when an option changed: rebuilding would close an open drop-down.
    bool same = m_option->count() == qsizetype(scenario.options.size());
    for (int i = 0; same && i < m_option->count(); ++i)
        same = m_option->itemData(i).toString() == qs(scenario.options[std::size_t(i)].id) &&
               m_option->itemText(i) == qs(scenario.options[std::size_t(i)].label);
    if (!same) {
        m_option->clear();
        for (const Option &option : scenario.options)
            m_option->addItem(qs(option.label), qs(option.id));
    }
    m_option->setCurrentIndex(m_option->findData(qs(m_optionId)));
}

void PerformancePanel::refresh()
{
    m_syncing = true;
    fillOptions();
    const Option *option = documentOption();
    const bool estimated = option && option->throughput && option->throughput->isEstimated();
    m_estimateArea->setVisible(estimated);
    m_noEstimate->setVisible(!estimated);
    if (!estimated) {
        m_noEstimate->setText(
            option ? tr("%1's throughput is not estimated from the model and the hardware, so "
                        "there is nothing to show here. To estimate it, give the option "
                        "\"throughput\": {\"estimate\": {\"model\": \"llama-3.3-70b\", "
                        "\"output_tokens\": 1000}} in the scenario file (see the scenario "
                        "format's options.throughput) and open it again.")
                         .arg(qs(option->label))
                   : tr("The scenario has no options."));
    } else {
        showInputs(*option->throughput->estimate);
        showResults();
    }
    m_syncing = false;
}

void PerformancePanel::showInputs(const ThroughputEstimateInput &input)
{
    m_model->setCurrentIndex(m_model->findData(qs(input.model)));
    m_dataType->setCurrentIndex(m_dataType->findData(qs(input.dataType)));
    m_tensorParallel->setValue(input.tensorParallel);
    m_concurrency->setValue(input.concurrency.value_or(m_concurrency->minimum()));
    m_inputTokens->setValue(input.inputTokens);
    m_outputTokens->setValue(input.outputTokens);
    m_latencyTarget->setValue(input.maxMsPerOutputToken.value_or(m_latencyTarget->minimum()));
}

void PerformancePanel::showResults()
{
    const Evaluation &evaluation = m_controller->evaluation();
    const OptionResult *result = evaluation.option(m_optionId);
    const bool current = m_controller->problems().isEmpty();
    if (!result || !result->throughputEstimate) {
        for (QLabel *label : {m_throughput, m_latency, m_memory, m_calibration, m_nearest})
            label->clear();
        m_throughput->setText(tr("Not evaluated: see the message above."));
    } else {
        const ThroughputEstimateResult &estimate = *result->throughputEstimate;
        m_throughput->setText(PerformanceText::throughput(estimate) +
                              (current ? QString() : tr(" (before the last change)")));
        m_latency->setText(PerformanceText::latency(estimate));
        m_memory->setText(PerformanceText::memory(estimate));
        Labels::setTextColour(m_memory, estimate.fits ? palette().color(QPalette::WindowText)
                                                      : Labels::errorColour());
        m_calibration->setText(PerformanceText::calibration(estimate));
        m_nearest->setText(PerformanceText::nearest(estimate));
    }
    ChartInputs inputs;
    inputs.scenario = &m_controller->resolvedScenario();
    inputs.evaluation = &evaluation;
    m_roofline->setOption(m_optionId);
    m_roofline->update(inputs);
    m_concurrencyChart->setOption(m_optionId);
    m_concurrencyChart->update(inputs);
}

QString PerformancePanel::resultText() const
{
    return m_throughput->text() + QLatin1Char('\n') + m_latency->text();
}

QString PerformancePanel::memoryText() const
{
    return m_memory->text();
}

QString PerformancePanel::noEstimateText() const
{
    return m_noEstimate->isVisibleTo(this) ? m_noEstimate->text() : QString();
}

QString PerformancePanel::statusText() const
{
    return m_status->text();
}

void PerformancePanel::showStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    Labels::setTextColour(m_status,
                          problem ? Labels::errorColour() : palette().color(QPalette::WindowText));
    if (!text.isEmpty())
        Q_EMIT message(text);
}

} // namespace acceldecide::ui
