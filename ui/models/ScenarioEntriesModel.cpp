#include "ui/models/ScenarioEntriesModel.h"

#include "ui/document/CellInput.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Qs.h"

#include <cmath>

namespace acceldecide::ui {

ScenarioEntriesModel::ScenarioEntriesModel(ScenarioDocument *document, int columns,
                                           std::function<int(const Scenario &)> entries,
                                           QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_columns(columns),
      m_entries(std::move(entries)), m_rows(m_entries(document->scenario()))
{
    connect(m_document, &ScenarioDocument::changed, this, &ScenarioEntriesModel::documentChanged);
}

void ScenarioEntriesModel::documentChanged()
{
    const int rows = m_entries(m_document->scenario());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        rowsReset();
        endResetModel();
    } else {
        everyCellChanged();
    }
}

void ScenarioEntriesModel::everyCellChanged()
{
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1));
}

int ScenarioEntriesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ScenarioEntriesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

Qt::ItemFlags ScenarioEntriesModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool ScenarioEntriesModel::applyEdit(const QString &mergeKey, const QString &description,
                                     const std::function<void(Scenario &)> &edit)
{
    const Expected<void, QString> applied = m_document->apply(mergeKey, description, edit);
    if (!applied)
        return reject(applied.error());
    return true;
}

bool ScenarioEntriesModel::reject(const QString &problem)
{
    Q_EMIT editRejected(problem);
    return false;
}

Expected<std::optional<double>, QString> ScenarioEntriesModel::cellNumber(const QString &field,
                                                                          const QVariant &value,
                                                                          bool whole, Blank blank)
{
    if (blank == Blank::Unset && CellInput::isBlank(value))
        return std::optional<double>();
    const std::optional<double> number = CellInput::number(value);
    if (!number)
        return Unexpected{tr("%1: \"%2\" is not a number").arg(field, value.toString())};
    if (whole && *number != std::floor(*number))
        return Unexpected{tr("%1: must be a whole number, got %2").arg(field).arg(*number)};
    return number;
}

Expected<void, QString>
ScenarioEntriesModel::addEntry(const QString &description,
                               const std::function<Expected<void, std::string>(Scenario &)> &add)
{
    std::string refusal;
    const Expected<void, QString> applied = m_document->apply({}, description, [&](Scenario &s) {
        if (const Expected<void, std::string> added = add(s); !added)
            refusal = added.error();
    });
    if (!refusal.empty())
        return Unexpected{qs(refusal)};
    return applied;
}

} // namespace acceldecide::ui
