#include "ui/scenario/ScenarioPanel.h"
#include "ui/widgets/Qs.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/RangeSpinBox.h"
#include "ui/widgets/RangeToolTip.h"
#include "ui/widgets/RefusedInput.h"

#include "core/model/ModelSizeUse.h"
#include "core/model/RangeTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStringList>
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
    m_name->setToolTip(tr("The scenario's name: the window title, the report's title and its "
                          "file name."));
    generalForm->addRow(tr("&Name:"), m_name);
    addField(
        generalForm, tr("&Horizon:"), "horizon_months", 0,
        [](const Scenario &s) { return std::optional<double>(s.horizonMonths); },
        [](Scenario &s, std::optional<double> v) { s.horizonMonths = int(std::lround(*v)); });
    // Finance's annual rate for each option's net present value (the cash flow chart and
    // the report); 0 compares cash undiscounted.
    addField(
        generalForm, tr("&Discount rate:"), "discount_rate_percent", 1,
        [](const Scenario &s) { return std::optional<double>(s.discountRatePercent); },
        [](Scenario &s, std::optional<double> v) { s.discountRatePercent = *v; });
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
    m_kind->setToolTip(tr("Training: runs of a number of tokens. Inference: tokens served per "
                          "day. Capacity: instances rented by the month. Each kind shows the "
                          "fields it uses."));
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
    connect(m_document, &ScenarioDocument::replaced, this, [this] {
        for (const auto &[path, field] : m_fields)
            showRefusal(path, QString());
    });
    connect(m_document, &ScenarioDocument::changed, this, &ScenarioPanel::syncFromDocument);
    syncFromDocument();
}

QDoubleSpinBox *ScenarioPanel::addField(QFormLayout *form, const QString &label, const char *path,
                                        int decimals, Getter get, Setter set, bool optional)
{
    const FieldRange *range = RangeTable::find(path);
    Q_ASSERT(range);
    // The form's label without its colon and mnemonic is the field's name in messages.
    const QString name = QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':'));
    auto *editor = new RangeSpinBox(*range, name, decimals, optional, this);
    // The editor with its message underneath, as one form row.
    auto *row = new QWidget(this);
    auto *rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(2);
    rowLayout->addWidget(editor);
    QLabel *message = RefusedInput::messageLabel(row);
    rowLayout->addWidget(message);
    form->addRow(label, row);
    const QString key = QString::fromLatin1(path);
    m_fields.emplace(key, Field{editor, row, message, get, optional});

    connect(editor, &QDoubleSpinBox::valueChanged, this, [=, this] {
        if (m_syncing)
            return;
        std::optional<double> v = editor->value();
        if (editor->isUnset())
            v.reset();
        // A value no scenario can hold is refused here, in words and with the typed text
        // kept; what core refuses for another reason (a rule across fields) says so too.
        const QString outOfRange = editor->violation();
        const Expected<void, QString> applied =
            outOfRange.isEmpty() ? m_document->apply(key, tr("Change %1").arg(name.toLower()),
                                                     [&](Scenario &s) { set(s, v); })
                                 : Expected<void, QString>(Unexpected{outOfRange});
        if (!outOfRange.isEmpty())
            m_document->refuse(outOfRange + explanation(key));
        showRefusal(key, applied ? QString()
                                 : (outOfRange.isEmpty() ? applied.error()
                                                         : outOfRange + explanation(key)));
    });
    return editor;
}

QString ScenarioPanel::explanation(const QString &path)
{
    // A horizon is the span the options are compared over, month by month: with no
    // month there is nothing to compare.
    if (path == QLatin1String("horizon_months"))
        return tr(": costs are compared month by month, so the horizon needs at least one "
                  "month and at most ten years.");
    return QStringLiteral(".");
}

void ScenarioPanel::showRefusal(const QString &path, const QString &message)
{
    const auto found = m_fields.find(path);
    if (found == m_fields.end())
        return;
    RefusedInput::mark(found->second.editor, !message.isEmpty());
    RefusedInput::showMessage(found->second.message, message);
}

void ScenarioPanel::showModelSizeUse(const Scenario &resolved)
{
    const auto found = m_fields.find(QStringLiteral("workload.model_params_billion"));
    if (found == m_fields.end())
        return;
    RangeSpinBox *editor = found->second.editor;
    const ModelSizeUse use = ModelSizeUse::of(resolved);
    const auto names = [](const std::vector<std::string> &options) {
        QStringList list;
        for (const std::string &option : options)
            list << qs(option);
        return list.join(QStringLiteral(", "));
    };
    QString tip = rangeToolTip(editor->range());
    if (!use.costOptions.empty())
        tip += tr("\nPrices the options whose throughput comes from peak TFLOPS × MFU: %1.")
                   .arg(names(use.costOptions));
    if (!use.checkOptions.empty())
        tip += tr("\nChecks the measured throughput of %1 against its peak TFLOPS "
                  "(implied MFU).")
                   .arg(names(use.checkOptions));
    if (!use.matters())
        tip += tr("\nChanges nothing here: every option has a measured throughput and no peak "
                  "TFLOPS to check it against.");
    editor->setToolTip(tip);
    editor->setEnabled(use.matters() || RefusedInput::isMarked(editor));
}

QString ScenarioPanel::refusal(const QString &path) const
{
    const auto found = m_fields.find(path);
    return found == m_fields.end() || found->second.message->isHidden()
               ? QString()
               : found->second.message->text();
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
        // A refused field keeps what was typed until it is corrected or the scenario
        // is replaced: the document never took it, so there is nothing to show instead.
        if (RefusedInput::isMarked(field.editor))
            continue;
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
            m_workloadForm->setRowVisible(field.row, visibleFor(path));
    }
}

QDoubleSpinBox *ScenarioPanel::fieldEditor(const QString &path) const
{
    const auto found = m_fields.find(path);
    return found == m_fields.end() ? nullptr : found->second.editor;
}

} // namespace acceldecide::ui
