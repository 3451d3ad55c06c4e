#include "ui/catalog/CatalogTablePage.h"

#include "ui/catalog/CatalogItemDelegate.h"
#include "ui/catalog/CatalogSortProxy.h"
#include "ui/catalog/CatalogTableModel.h"
#include "ui/catalog/RowHistoryDialog.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace acceldecide::ui {

namespace {

// Wide enough for a date, an instance type or a short title; quotes and notes are elided
// (their tooltip has the whole text).
constexpr int kMaxColumnWidth = 180;

} // namespace

CatalogTablePage::CatalogTablePage(CatalogTableModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_proxy(new CatalogSortProxy(this)),
      m_filter(new QLineEdit(this)), m_count(new QLabel(this)),
      m_add(new QPushButton(tr("&Add"), this)), m_delete(new QPushButton(tr("&Delete"), this)),
      m_view(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);

    const QString title = m_model->title();
    m_filter->setPlaceholderText(tr("Filter %1 (Ctrl+F)").arg(title.toLower()));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter %1").arg(title.toLower()));
    m_filter->setToolTip(tr("Shows only the rows with this text in any column"));
    m_count->setAccessibleName(tr("Row count"));
    m_add->setAccessibleName(tr("Add a row to %1").arg(title.toLower()));
    m_add->setToolTip(tr("Adds a row with default values, dated today"));
    m_delete->setAccessibleName(tr("Delete the selected rows of %1").arg(title.toLower()));
    m_delete->setToolTip(tr("Rows that other rows refer to (a source cited by prices, an "
                            "instance type with prices) cannot be deleted"));

    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new CatalogItemDelegate(m_view));
    m_view->setAccessibleName(title);
    // Catalog order until a header is clicked (the database sorts: CatalogSortProxy).
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_count);
    bar->addSpacing(12);
    bar->addWidget(m_add);
    bar->addWidget(m_delete);
    if (db::CatalogEditor::keepsHistory(m_model->table())) {
        m_history = new QPushButton(tr("&History…"), this);
        m_history->setToolTip(tr("Every recorded version of the current row: who changed "
                                 "what, and when"));
        bar->addWidget(m_history);
        connect(m_history, &QPushButton::clicked, this, &CatalogTablePage::showHistory);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, m_model, &CatalogTableModel::setFilterText);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CatalogTablePage::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogTablePage::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CatalogTablePage::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CatalogTablePage::updateCount);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CatalogTablePage::updateButtons);
    connect(m_add, &QPushButton::clicked, this, &CatalogTablePage::addRow);
    connect(m_delete, &QPushButton::clicked, this, &CatalogTablePage::deleteSelectedRows);

    resizeColumns();
    updateCount();
    updateButtons();
}

void CatalogTablePage::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void CatalogTablePage::addRow()
{
    // A filter would hide the new row; clear it first so the user sees what was added.
    m_filter->clear();
    const int row = m_model->addRow();
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_view->scrollTo(index);
    m_view->setCurrentIndex(index);
    m_view->edit(index);
}

void CatalogTablePage::deleteSelectedRows()
{
    std::vector<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows.push_back(m_proxy->mapToSource(index).row());
    if (rows.empty())
        return;
    const auto answer = QMessageBox::question(
        this, tr("Delete rows"),
        tr("Delete %n row(s) from %1? This cannot be undone.", nullptr, int(rows.size()))
            .arg(m_model->title().toLower()));
    if (answer != QMessageBox::Yes)
        return;
    // Highest first, so that earlier deletions do not move the rows still to delete.
    std::sort(rows.rbegin(), rows.rend());
    for (const int row : rows)
        m_model->removeRows(row, 1);
}

void CatalogTablePage::updateCount()
{
    // The database filters, and counting a million rows would cost what paging saves:
    // the count is of the rows read, with "more" until the last page is in.
    const int shown = m_model->rowCount();
    const bool more = m_model->canFetchMore({});
    if (m_model->filterText().isEmpty())
        m_count->setText(more ? tr("%n row(s), more as you scroll", nullptr, shown)
                              : tr("%n row(s)", nullptr, shown));
    else
        m_count->setText(more ? tr("%n matching row(s), more as you scroll", nullptr, shown)
                              : tr("%n matching row(s)", nullptr, shown));
}

void CatalogTablePage::updateButtons()
{
    m_delete->setEnabled(m_view->selectionModel()->hasSelection());
    if (m_history)
        m_history->setEnabled(m_view->currentIndex().isValid());
}

void CatalogTablePage::showHistory()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    if (!current.isValid())
        return;
    RowHistoryDialog dialog(
        m_model->history(current.row()),
        tr("%1 row %2").arg(m_model->title()).arg(m_model->rowId(current.row())), this);
    dialog.exec();
}

void CatalogTablePage::resizeColumns()
{
    m_view->resizeColumnsToContents();
    QHeaderView *header = m_view->horizontalHeader();
    for (int column = 0; column < m_model->columnCount(); ++column)
        header->resizeSection(column, std::min(header->sectionSize(column), kMaxColumnWidth));
}

} // namespace acceldecide::ui
