#include "ui/scenario/ScenarioPanel.h"
#include "ui/widgets/Qs.h"

#include "ui/document/ScenarioDocument.h"

#include "core/model/RangeTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace acceldecide::ui {

ScenarioPanel::ScenarioPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_name(new QLineEdit(this)),
      m_kind(new QComboBox(this)), m_baseline(new QComboBox(this))
{
    auto *layout = new QVBoxLayout(this);

    auto *general = new QGroupBox(tr("Scenario"), this);
    auto *generalForm = new QFormLayout(general);
    m_name->setAccessibleName(tr("Scenario name"));
    generalForm->addRow(tr("&Name:"), m_name);
    addField(
        generalForm, tr("&Horizon:"), "horizon_months", 0,
        [](const Scenario &s) { return std::optional<double>(s.horizonMonths); },
        [](Scenario &s, std::optional<double> v) { s.horizonMonths = int(std::lround(*v)); });
    m_baseline->setAccessibleName(tr("Baseline option"));
    m_baseline->setToolTip(tr("The deployment every other option is compared against: savings, "
                              "break-even and the port's months on it."));
    generalForm->addRow(tr("&Baseline:"), m_baseline);
    layout->addWidget(general);

    auto *workload = new QGroupBox(tr("Workload"), this);
    m_workloadForm = new QFormLayout(workload);
    m_kind->addItem(tr("Training"), QStringLiteral("training"));
    m_kind->addItem(tr("Inference"), QStringLiteral("inference"));
    m_kind->addItem(tr("Capacity"), QStringLiteral("capacity"));
    m_kind->setAccessibleName(tr("Workload kind"));
    m_workloadForm->addRow(tr("&Kind:"), m_kind);
    addField(
        m_workloadForm, tr("Model size:"), "workload.model_params_billion", 1,
        [](const Scenario &s) { return std::optional<double>(s.workload.modelParamsBillion); },
        [](Scenario &s, std::optional<double> v) { s.workload.modelParamsBillion = *v; });
    addField(
        m_workloadForm, tr("Tokens per run:"), "workload.tokens_per_run_billion", 1,
        [](const Scenario &s) { return std::optional<double>(s.workload.tokensPerRunBillion); },
        [](Scenario &s, std::optional<double> v) { s.workload.tokensPerRunBillion = *v; });
    addField(
        m_workloadForm, tr("Runs:"), "workload.runs", 2,
        [](const Scenario &s) { return std::optional<double>(s.workload.runs); },
        [](Scenario &s, std::optional<double> v) { s.workload.runs = *v; });
    addField(
        m_workloadForm, tr("Overhead:"), "workload.overhead_percent", 1,
        [](const Scenario &s) { return std::optional<double>(s.workload.overheadPercent); },
        [](Scenario &s, std::optional<double> v) { s.workload.overheadPercent = *v; });
    addField(
        m_workloadForm, tr("Tokens per day:"), "workload.tokens_per_day_billion", 2,
        [](const Scenario &s) { return std::optional<double>(s.workload.tokensPerDayBillion); },
        [](Scenario &s, std::optional<double> v) { s.workload.tokensPerDayBillion = *v; });
    addField(
        m_workloadForm, tr("Utilization:"), "workload.utilization_percent", 1,
        [](const Scenario &s) { return std::optional<double>(s.workload.utilizationPercent); },
        [](Scenario &s, std::optional<double> v) { s.workload.utilizationPercent = *v; });
    addField(
        m_workloadForm, tr("Hours per month:"), "workload.hours_per_month", 0,
        [](const Scenario &s) { return std::optional<double>(s.workload.hoursPerMonth); },
        [](Scenario &s, std::optional<double> v) { s.workload.hoursPerMonth = *v; });
    layout->addWidget(workload);

    auto *team = new QGroupBox(tr("Porting team"), this);
    team->setToolTip(tr("Who does the port; an option may override these in the options "
                        "table."));
    auto *teamForm = new QFormLayout(team);
    auto teamValue = [](std::optional<double> Team::*member) {
        return [member](const Scenario &s) {
            return s.team ? (*s.team).*member : std::optional<double>();
        };
    };
    auto setTeamValue = [](std::optional<double> Team::*member) {
        return [member](Scenario &s, std::optional<double> v) {
            if (!s.team)
                s.team = Team{};
            (*s.team).*member = v;
            if (*s.team == Team{})
                s.team.reset();
        };
    };
    addField(teamForm, tr("Engineers:"), "team.engineers", 1, teamValue(&Team::engineers),
             setTeamValue(&Team::engineers), true);
    addField(teamForm, tr("Hours per week:"), "team.hours_per_week", 0,
             teamValue(&Team::hoursPerWeek), setTeamValue(&Team::hoursPerWeek), true);
    addField(teamForm, tr("Blended rate:"), "team.hourly_rate_usd", 0,
             teamValue(&Team::hourlyRateUsd), setTeamValue(&Team::hourlyRateUsd), true);
    layout->addWidget(team);
    layout->addStretch(1);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_document->apply(QStringLiteral("name"), tr("Rename scenario"),
                          [&](Scenario &s) { s.name = text.toStdString(); });
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing)
            return;
        const auto kind = workloadKindFromString(m_kind->currentData().toString().toStdString());
        if (!kind)
            return;
        if (const auto problem = m_document->apply(QString(), tr("Change workload kind"),
                                                   [&](Scenario &s) { s.workload.kind = *kind; });
            !problem)
            syncFromDocument(); // refused: show the document's kind again
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing || m_baseline->currentIndex() < 0)
            return;
        const std::string id = m_baseline->currentData().toString().toStdString();
        m_document->apply(QString(), tr("Change baseline"), [&](Scenario &s) { s.baseline = id; });
    });
    connect(m_document, &ScenarioDocument::changed, this, &ScenarioPanel::syncFromDocument);
    syncFromDocument();
}

QDoubleSpinBox *ScenarioPanel::addField(QFormLayout *form, const QString &label, const char *path,
                                        int decimals, Getter get, Setter set, bool optional)
{
    const FieldRange *range = RangeTable::find(path);
    auto *editor = new QDoubleSpinBox(this);
    editor->setDecimals(decimals);
    const double step = std::pow(10.0, -decimals);
    // The spin box's bounds are inclusive; an exclusive bound moves one step inside.
    double minimum = range ? (range->minInclusive ? range->min : range->min + step) : 0.0;
    const double maximum = range ? range->max : 1e9;
    if (optional) {
        // One step below the smallest valid value stands for "not set".
        minimum -= step;
        editor->setSpecialValueText(tr("not set"));
    }
    editor->setRange(minimum, maximum);
    editor->setAccelerated(true);
    editor->setGroupSeparatorShown(true);
    if (range) {
        editor->setSuffix(QLatin1Char(' ') + qs(range->unit));
        editor->setToolTip(
            tr("%1 (%2 %3)")
                .arg(qs(range->description), QString::fromLatin1(path), qs(range->requirement())));
        editor->setAccessibleName(qs(range->description));
    }
    form->addRow(label, editor);
    m_fields.emplace(QString::fromLatin1(path), Field{editor, get, optional});

    const QString key = QString::fromLatin1(path);
    connect(editor, &QDoubleSpinBox::valueChanged, this, [=, this](double value) {
        if (m_syncing)
            return;
        std::optional<double> v = value;
        if (optional && value <= editor->minimum())
            v.reset();
        if (!m_document->apply(key, tr("Change %1").arg(label.chopped(1).toLower()),
                               [&](Scenario &s) { set(s, v); }))
            syncFromDocument(); // refused: show the document's value again
    });
    return editor;
}

void ScenarioPanel::syncFromDocument()
{
    const Scenario &scenario = m_document->scenario();
    m_syncing = true;
    if (m_name->text() != QString::fromStdString(scenario.name))
        m_name->setText(QString::fromStdString(scenario.name));
    m_kind->setCurrentIndex(
        m_kind->findData(QString::fromLatin1(toString(scenario.workload.kind))));
    for (auto &[path, field] : m_fields) {
        const std::optional<double> value = field.get(scenario);
        const double shown = value.value_or(field.editor->minimum());
        // Only touch editors whose value differs, so typing is never interrupted.
        if (std::abs(field.editor->value() - shown) > 1e-12)
            field.editor->setValue(shown);
    }
    m_baseline->clear();
    for (const Option &option : scenario.options)
        m_baseline->addItem(QString::fromStdString(option.label.empty() ? option.id : option.label),
                            QString::fromStdString(option.id));
    m_baseline->setCurrentIndex(m_baseline->findData(QString::fromStdString(scenario.baseline)));
    updateRowVisibility();
    m_syncing = false;
}

void ScenarioPanel::updateRowVisibility()
{
    const WorkloadKind kind = m_document->scenario().workload.kind;
    const auto visibleFor = [kind](const QString &path) {
        if (path == QLatin1String("workload.model_params_billion"))
            return kind != WorkloadKind::Capacity;
        if (path == QLatin1String("workload.tokens_per_run_billion") ||
            path == QLatin1String("workload.runs") ||
            path == QLatin1String("workload.overhead_percent"))
            return kind == WorkloadKind::Training;
        if (path == QLatin1String("workload.tokens_per_day_billion") ||
            path == QLatin1String("workload.utilization_percent"))
            return kind == WorkloadKind::Inference;
        if (path == QLatin1String("workload.hours_per_month"))
            return kind == WorkloadKind::Capacity;
        return true;
    };
    for (const auto &[path, field] : m_fields) {
        if (path.startsWith(QLatin1String("workload.")))
            m_workloadForm->setRowVisible(field.editor, visibleFor(path));
    }
}

QDoubleSpinBox *ScenarioPanel::fieldEditor(const QString &path) const
{
    const auto found = m_fields.find(path);
    return found == m_fields.end() ? nullptr : found->second.editor;
}

} // namespace acceldecide::ui
