#include "ui/models/ScenarioEntriesModel.h"

#include "ui/document/ScenarioDocument.h"

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

} // namespace acceldecide::ui
