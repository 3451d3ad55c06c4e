#pragma once

#include "database/catalog/RowHistory.h"

#include <QDialog>

#include <vector>

class QTableView;

namespace acceldecide::ui {

class RowHistoryModel;

// The history of one catalog row (a price or a benchmark): every recorded version, who
// made it and when, and what changed (RowHistoryModel). Read-only.
class RowHistoryDialog : public QDialog
{
    Q_OBJECT

public:
    // `entries` as db::CatalogEditor::history() read them; `label` names the row.
    RowHistoryDialog(const db::DatabaseResult<std::vector<db::HistoryEntry>> &entries,
                     const QString &label, QWidget *parent = nullptr);

    RowHistoryModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

private:
    RowHistoryModel *m_model;
    QTableView *m_view;
};

} // namespace acceldecide::ui
