#pragma once

#include "database/schema/CatalogTableSpec.h"

#include <QDialog>

#include <memory>
#include <vector>

class QLabel;
class QTabWidget;

namespace acceldecide::db {
class CatalogDatabase;
class CatalogEditor;
} // namespace acceldecide::db

namespace acceldecide::ui {

class CatalogTablePage;

// The catalog editor: a non-modal dialog with one tab per catalog table (prices, instance
// types, accelerators, accelerator specs, benchmarks, porting profiles, sources). Cells
// are edited in place and checked by db::CatalogEditor; a refused edit is explained in
// the message line under the tabs. catalogChanged() follows every write, so the main
// window can re-evaluate the scenario against the new numbers.
class CatalogEditorDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CatalogEditorDialog(db::CatalogDatabase *catalog, QWidget *parent = nullptr);
    ~CatalogEditorDialog() override;

    // The tab of `table`, or nullptr without a catalog.
    CatalogTablePage *page(db::CatalogTable table) const;
    void showTable(db::CatalogTable table);
    QString message() const;

Q_SIGNALS:
    void catalogChanged();

private:
    void showProblem(const QString &problem);
    void tableEdited(CatalogTablePage *edited);

    std::unique_ptr<db::CatalogEditor> m_editor;
    QTabWidget *m_tabs;
    QLabel *m_message;
    std::vector<std::pair<db::CatalogTable, CatalogTablePage *>> m_pages;
};

} // namespace acceldecide::ui
