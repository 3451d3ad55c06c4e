#include "ui/scenario/ScenarioLibraryDialog.h"

#include "ui/scenario/ScenarioListModel.h"

#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace acceldecide::ui {

ScenarioLibraryDialog::ScenarioLibraryDialog(db::CatalogDatabase *catalog, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_model(new ScenarioListModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_filter(new QLineEdit(this)),
      m_view(new QTableView(this)), m_emptyNote(new QLabel(this)),
      m_open(new QPushButton(tr("&Open"), this)),
      m_duplicate(new QPushButton(tr("D&uplicate..."), this)),
      m_delete(new QPushButton(tr("&Delete..."), this))
{
    setWindowTitle(tr("Saved Scenarios"));
    setModal(true);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ScenarioListModel::SortRole);
    m_proxy->setFilterKeyColumn(ScenarioListModel::NameColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setPlaceholderText(tr("Filter by name"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter saved scenarios by name"));
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    m_view->setModel(m_proxy);
    m_view->setAccessibleName(tr("Saved scenarios"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(ScenarioListModel::NameColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(ScenarioListModel::ModifiedColumn,
                                                     QHeaderView::ResizeToContents);
    // Newest first: the scenario worked on last is the likeliest to be reopened.
    m_view->sortByColumn(ScenarioListModel::ModifiedColumn, Qt::DescendingOrder);
    connect(m_view, &QTableView::doubleClicked, this, [this] { openSelected(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ScenarioLibraryDialog::updateButtons);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ScenarioLibraryDialog::updateButtons);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this,
            &ScenarioLibraryDialog::updateButtons);

    m_emptyNote->setText(tr("No saved scenarios yet: use File > Save to store the current one."));
    m_emptyNote->setWordWrap(true);

    m_open->setDefault(true);
    m_open->setToolTip(tr("Open the selected scenario (or double-click it)"));
    m_duplicate->setToolTip(tr("Store a copy of the selected scenario under a new name"));
    m_delete->setToolTip(tr("Delete the selected scenario from the catalog"));
    auto *buttons = new QDialogButtonBox(Qt::Horizontal, this);
    buttons->addButton(m_open, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_duplicate, QDialogButtonBox::ActionRole);
    buttons->addButton(m_delete, QDialogButtonBox::DestructiveRole);
    buttons->addButton(QDialogButtonBox::Close);
    // accepted() stays unconnected: Open accepts only with a scenario selected.
    connect(m_open, &QPushButton::clicked, this, &ScenarioLibraryDialog::openSelected);
    connect(m_duplicate, &QPushButton::clicked, this, &ScenarioLibraryDialog::duplicateAsked);
    connect(m_delete, &QPushButton::clicked, this, &ScenarioLibraryDialog::deleteAsked);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_emptyNote);
    layout->addWidget(buttons);
    resize(560, 380);

    reload();
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    updateButtons();
}

void ScenarioLibraryDialog::reload()
{
    const std::optional<qint64> keep = selectedId();
    if (!m_catalog) {
        m_model->setScenarios({});
        updateButtons();
        return;
    }
    db::ScenarioRepository repository(*m_catalog);
    auto listed = repository.list();
    if (!listed) {
        showError(tr("The saved scenarios could not be listed: %1").arg(listed.error().toString()));
        return;
    }
    m_model->setScenarios(std::move(listed.value()));
    if (keep)
        selectScenario(*keep);
    updateButtons();
}

std::optional<qint64> ScenarioLibraryDialog::selectedId() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return rows.first().data(ScenarioListModel::IdRole).toLongLong();
}

QString ScenarioLibraryDialog::selectedName() const
{
    const QModelIndexList rows =
        m_view->selectionModel()->selectedRows(ScenarioListModel::NameColumn);
    return rows.isEmpty() ? QString() : rows.first().data().toString();
}

void ScenarioLibraryDialog::selectScenario(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (index.isValid()) {
        m_view->selectRow(index.row());
        m_view->scrollTo(index);
    }
}

void ScenarioLibraryDialog::updateButtons()
{
    const bool selected = selectedId().has_value();
    m_open->setEnabled(selected);
    m_duplicate->setEnabled(selected);
    m_delete->setEnabled(selected);
    m_emptyNote->setVisible(m_model->rowCount() == 0);
}

void ScenarioLibraryDialog::openSelected()
{
    const std::optional<qint64> id = selectedId();
    if (!id)
        return;
    m_chosen = id;
    accept();
}

bool ScenarioLibraryDialog::duplicateSelected(const QString &newName)
{
    const std::optional<qint64> id = selectedId();
    if (!id || !m_catalog)
        return false;
    db::ScenarioRepository repository(*m_catalog);
    auto copy = repository.duplicate(*id, newName.trimmed());
    if (!copy) {
        showError(tr("The scenario could not be duplicated: %1").arg(copy.error().toString()));
        return false;
    }
    reload();
    selectScenario(copy.value());
    return true;
}

bool ScenarioLibraryDialog::deleteSelected()
{
    const std::optional<qint64> id = selectedId();
    if (!id || !m_catalog)
        return false;
    db::ScenarioRepository repository(*m_catalog);
    if (db::DatabaseStatus status = repository.remove(*id); !status) {
        showError(tr("The scenario could not be deleted: %1").arg(status.error().toString()));
        return false;
    }
    reload();
    if (!selectedId() && m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    return true;
}

void ScenarioLibraryDialog::duplicateAsked()
{
    if (!selectedId() || !m_catalog)
        return;
    db::ScenarioRepository repository(*m_catalog);
    auto suggested = repository.uniqueName(tr("%1 (copy)").arg(selectedName()));
    const std::optional<QString> name =
        askDuplicateName(suggested ? suggested.value() : selectedName());
    if (name)
        duplicateSelected(*name);
}

void ScenarioLibraryDialog::deleteAsked()
{
    if (selectedId() && confirmDelete(selectedName()))
        deleteSelected();
}

bool ScenarioLibraryDialog::confirmDelete(const QString &name)
{
    return QMessageBox::question(
               this, tr("Delete Scenario"),
               tr("Delete the saved scenario \"%1\"? This cannot be undone.").arg(name),
               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Yes;
}

std::optional<QString> ScenarioLibraryDialog::askDuplicateName(const QString &suggested)
{
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Duplicate Scenario"), tr("Name of the copy:"), QLineEdit::Normal, suggested, &ok);
    if (!ok || name.trimmed().isEmpty())
        return std::nullopt;
    return name;
}

void ScenarioLibraryDialog::showError(const QString &message)
{
    QMessageBox::warning(this, tr("Saved Scenarios"), message);
}

} // namespace acceldecide::ui
