#pragma once

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class ScenarioListModel;

// File > Open: the scenarios saved in the catalog, sortable by name or date and
// filtered by name, with Open, Duplicate and Delete (confirmed). Accepting returns the
// chosen row id; the caller loads it. Database errors are shown in a message box.
class ScenarioLibraryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ScenarioLibraryDialog(db::CatalogDatabase *catalog, QWidget *parent = nullptr);

    // Set when the dialog was accepted with Open or a double click.
    std::optional<qint64> chosenId() const { return m_chosen; }
    // The scenario selected in the list, if any.
    std::optional<qint64> selectedId() const;
    void selectScenario(qint64 id);

    // Re-reads the list from the catalog, keeping the selection when it still exists.
    void reload();
    // Without asking: store a copy under `newName` and select it; false (and an error
    // shown) when the repository refuses.
    bool duplicateSelected(const QString &newName);
    bool deleteSelected();

    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    ScenarioListModel *model() const { return m_model; }

protected:
    // The interactive steps, virtual so that tests answer them without a modal box.
    virtual bool confirmDelete(const QString &name);
    virtual std::optional<QString> askDuplicateName(const QString &suggested);
    virtual void showError(const QString &message);

private:
    void openSelected();
    void duplicateAsked();
    void deleteAsked();
    void updateButtons();
    QString selectedName() const;

    db::CatalogDatabase *m_catalog;
    ScenarioListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_view;
    QLabel *m_emptyNote;
    QPushButton *m_open;
    QPushButton *m_duplicate;
    QPushButton *m_delete;
    std::optional<qint64> m_chosen;
};

} // namespace acceldecide::ui
