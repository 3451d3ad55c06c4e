#include "ui/document/ScenarioDocument.h"

#include "core/editing/OptionNaming.h"
#include "core/editing/StakeholderEditing.h"
#include "core/editing/UncertaintyReconciliation.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "ui/document/ChangeValue.h"

#include <nlohmann/json.hpp>

#include <QStringList>
#include <QUndoStack>

#include <utility>

namespace acceldecide::ui {

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

void ScenarioDocument::reset(Scenario scenario, std::optional<qint64> storedId)
{
    m_undoStack->clear();
    m_undoStack->setClean();
    m_scenario = std::move(scenario);
    m_storedId = storedId;
    Q_EMIT modifiedChanged(false);
    Q_EMIT replaced();
    Q_EMIT changed();
}

Expected<void, QString> ScenarioDocument::apply(const QString &mergeKey, const QString &description,
                                                const std::function<void(Scenario &)> &edit)
{
    Scenario candidate = m_scenario;
    edit(candidate);
    if (candidate == m_scenario)
        return {};
    // A what-if is never refused for a range elsewhere that no longer fits it: the
    // range follows the edit in the same undo step, and the user is told.
    // An option still carrying its automatic name ("trn3.48xlarge, Spot") is renamed
    // with the edit, so the name never describes what the option no longer is.
    OptionNaming::follow(m_scenario, candidate);
    // Criteria added, deleted or replaced by a preset: the stakeholders' weights follow,
    // so the matrix can still be edited while several people weigh it.
    StakeholderEditing::followCriteria(m_scenario, candidate);
    const std::vector<UncertaintyReconciliation::Change> changes =
        UncertaintyReconciliation::reconcile(candidate);
    if (Expected<void, QString> valid = validate(candidate); !valid) {
        Q_EMIT editRejected(valid.error());
        return valid;
    }
    m_undoStack->push(new ChangeValue<ScenarioDocument, Scenario>(
        this, m_scenario, std::move(candidate), mergeKey, description));
    if (!changes.empty()) {
        QStringList messages;
        for (const UncertaintyReconciliation::Change &change : changes)
            messages << QString::fromStdString(change.message);
        Q_EMIT adjusted(messages.join(QLatin1Char(' ')));
    }
    return {};
}

Expected<void, QString> ScenarioDocument::validate(const Scenario &scenario) const
{
    ScenarioReadOptions options;
    options.catalogAvailable = m_catalogAvailable;
    const ScenarioReadResult read =
        ScenarioReader::fromJson(ScenarioWriter::toJson(scenario), options);
    if (read.ok())
        return {};
    QStringList problems;
    for (const ValidationError &error : read.error())
        problems << QString::fromStdString(error.toString());
    return Unexpected{problems.join(QLatin1Char('\n'))};
}

bool ScenarioDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void ScenarioDocument::markSaved(qint64 storedId)
{
    m_storedId = storedId;
    m_undoStack->setClean();
}

void ScenarioDocument::setValue(const Scenario &scenario)
{
    m_scenario = scenario;
    Q_EMIT changed();
}

} // namespace acceldecide::ui
