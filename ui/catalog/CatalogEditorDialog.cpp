#include "ui/catalog/CatalogEditorDialog.h"
#include "ui/widgets/Labels.h"

#include "database/catalog/CatalogEditor.h"
#include "ui/catalog/CatalogTableModel.h"
#include "ui/catalog/CatalogTablePage.h"

#include <QDialogButtonBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace acceldecide::ui {

CatalogEditorDialog::CatalogEditorDialog(db::CatalogDatabase *catalog, QWidget *parent)
    : QDialog(parent), m_tabs(new QTabWidget(this)), m_message(new QLabel(this))
{
    setWindowTitle(tr("Catalog"));
    setModal(false);
    setSizeGripEnabled(true);
    resize(1100, 600);

    auto *intro =
        new QLabel(tr("Every price and benchmark keeps its source and date. Vendor claims are in "
                      "italics. Where sources disagree on a price, the rows sit together: the "
                      "one scenarios use in green, those more than 5 % away in amber. Hover "
                      "over a row to see where its figures come from."),
                   this);
    intro->setWordWrap(true);

    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Catalog editor message"));
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setVisible(false);
    Labels::setTextColour(m_message, Labels::errorColour());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    if (!catalog) {
        m_tabs->setEnabled(false);
        showProblem(tr("No catalog is open: open a catalog file to edit it."));
        return;
    }
    m_editor = std::make_unique<db::CatalogEditor>(*catalog);
    for (const db::CatalogTable table : db::CatalogEditor::tables()) {
        auto *model = new CatalogTableModel(m_editor.get(), table, this);
        auto *page = new CatalogTablePage(model, m_tabs);
        m_tabs->addTab(page, model->title());
        m_pages.emplace_back(table, page);
        connect(model, &CatalogTableModel::editRejected, this, &CatalogEditorDialog::showProblem);
        connect(model, &CatalogTableModel::catalogEdited, this,
                [this, page] { tableEdited(page); });
    }

    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        if (auto *current = qobject_cast<CatalogTablePage *>(m_tabs->currentWidget()))
            current->focusFilter();
    });
}

CatalogEditorDialog::~CatalogEditorDialog() = default;

CatalogTablePage *CatalogEditorDialog::page(db::CatalogTable table) const
{
    for (const auto &[id, page] : m_pages) {
        if (id == table)
            return page;
    }
    return nullptr;
}

void CatalogEditorDialog::showTable(db::CatalogTable table)
{
    if (CatalogTablePage *shown = page(table))
        m_tabs->setCurrentWidget(shown);
}

QString CatalogEditorDialog::message() const
{
    return m_message->text();
}

void CatalogEditorDialog::showProblem(const QString &problem)
{
    m_message->setText(tr("Not saved: %1").arg(problem));
    m_message->setVisible(true);
}

void CatalogEditorDialog::tableEdited(CatalogTablePage *edited)
{
    m_message->clear();
    m_message->setVisible(false);
    // Other tabs show this table's names (a source title, an instance type): reread them.
    // The edited tab keeps its rows, selection and scroll position.
    for (const auto &[id, page] : m_pages) {
        if (page != edited)
            page->model()->refresh();
    }
    Q_EMIT catalogChanged();
}

} // namespace acceldecide::ui
