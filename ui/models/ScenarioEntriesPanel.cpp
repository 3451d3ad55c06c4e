#include "ui/models/ScenarioEntriesPanel.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/models/ScenarioEntriesModel.h"
#include "ui/widgets/Labels.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

// A Section's frame, filling the panel: the panel looks and lays out as the group box.
QWidget *frame(QWidget *panel, const QString &title)
{
    auto *box = new QGroupBox(title, panel);
    panel->setSizePolicy(box->sizePolicy());
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
    return box;
}

QAbstractButton *button(bool push, QWidget *parent)
{
    if (push)
        return new QPushButton(parent);
    return new QToolButton(parent);
}

} // namespace

ScenarioEntriesPanel::ScenarioEntriesPanel(Placement placement, const QString &title,
                                           ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_placement(placement)
{
    const bool section = placement == Placement::Section;
    QWidget *body = section ? frame(this, title) : this;
    m_table = new QTableView(body);
    m_add = button(section, body);
    m_remove = button(section, body);
    m_buttons = new QHBoxLayout;
    m_buttons->addWidget(m_add);
    m_buttons->addWidget(m_remove);
    auto *layout = new QVBoxLayout(body);
    if (!section)
        layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_buttons);
    layout->addWidget(m_table, 1);
    if (section) {
        m_problem = Labels::wrapped(body);
        layout->addWidget(m_problem);
        showProblem({});
    }
}

void ScenarioEntriesPanel::showEntries(ScenarioEntriesModel *model, QAbstractItemDelegate *delegate,
                                       const QString &accessibleName)
{
    m_model = model;
    m_table->setModel(m_model);
    if (delegate)
        m_table->setItemDelegate(delegate);
    m_table->setAccessibleName(accessibleName);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    // Each column as wide as what it holds (a handful of rows: sizing them costs nothing);
    // the spare width stays at the right, so a number is never a screen's width from its
    // header, unless a panel gives it to a column of text.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);
    if (m_placement == Placement::Section) {
        m_table->setSelectionMode(QAbstractItemView::SingleSelection);
        m_table->setEditTriggers(QAbstractItemView::DoubleClicked |
                                 QAbstractItemView::EditKeyPressed |
                                 QAbstractItemView::AnyKeyPressed);
        m_table->setMinimumHeight(110);
    }

    connect(m_model, &ScenarioEntriesModel::editRejected, this, &ScenarioEntriesPanel::showProblem);
    // After the model's own connection, so the rows are the document's when refreshing.
    connect(m_document, &ScenarioDocument::changed, this, [this] { refresh(true); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { refresh(false); });
    // The model resets when a row comes or goes, which replaces nothing but the selection.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { refresh(false); });
    refresh(false);
}

void ScenarioEntriesPanel::refresh(bool documentChanged)
{
    m_syncing = true;
    // A dock's Remove says "nothing selected" instead.
    if (m_placement == Placement::Section)
        m_remove->setEnabled(m_table->currentIndex().isValid());
    refreshControls(documentChanged);
    m_syncing = false;
}

int ScenarioEntriesPanel::currentRow() const
{
    return m_table->currentIndex().row();
}

void ScenarioEntriesPanel::addLabelledControl(const QString &label, QWidget *control)
{
    auto *buddy = new QLabel(label, control->parentWidget());
    buddy->setBuddy(control);
    m_buttons->addSpacing(12);
    m_buttons->addWidget(buddy);
    m_buttons->addWidget(control);
    m_buttons->addStretch(1);
}

QString ScenarioEntriesPanel::problemText() const
{
    return m_problem ? m_problem->text() : QString();
}

void ScenarioEntriesPanel::showProblem(const QString &text)
{
    if (m_problem) {
        m_problem->setText(text);
        m_problem->setVisible(!text.isEmpty());
        Labels::setTextColour(m_problem, Labels::errorColour());
    }
    if (!text.isEmpty())
        Q_EMIT message(text);
}

void ScenarioEntriesPanel::showOutcome(const Expected<void, QString> &outcome)
{
    showProblem(outcome ? QString() : outcome.error());
}

void ScenarioEntriesPanel::showAdded(const Expected<void, QString> &added)
{
    showOutcome(added);
    if (added)
        m_table->setCurrentIndex(m_model->index(m_model->rowCount() - 1, 0));
}

} // namespace acceldecide::ui
