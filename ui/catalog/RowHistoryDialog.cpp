#include "ui/catalog/RowHistoryDialog.h"

#include "ui/models/RowHistoryModel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace acceldecide::ui {

RowHistoryDialog::RowHistoryDialog(const db::DatabaseResult<std::vector<db::HistoryEntry>> &entries,
                                   const QString &label, QWidget *parent)
    : QDialog(parent), m_model(new RowHistoryModel(this)), m_view(new QTableView(this))
{
    setWindowTitle(tr("History of %1").arg(label));
    auto *summary = new QLabel(this);
    summary->setWordWrap(true);
    if (!entries) {
        summary->setText(tr("The history could not be read: %1").arg(entries.error().toString()));
    } else {
        summary->setText(entries.value().empty()
                             ? tr("No change of this row has been recorded yet.")
                             : tr("%n recorded version(s), newest first. Hover over a row "
                                  "for the values of that version.",
                                  nullptr, int(entries.value().size())));
        m_model->setEntries(entries.value());
    }
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->resizeColumnsToContents();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(720, 360);
}

} // namespace acceldecide::ui
