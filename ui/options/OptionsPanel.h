#pragma once

#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class CatalogReferenceMenus;
class EvaluationController;
class OptionInputsDelegate;
class OptionInputsModel;
class ScenarioDocument;

// The options table with its actions: add, duplicate and remove a candidate deployment,
// and fill an option's porting weeks from one of the catalog's porting profiles (the
// seeds' effort tables), citing the profile's source.
class OptionsPanel : public QWidget
{
    Q_OBJECT

public:
    OptionsPanel(ScenarioDocument *document, EvaluationController *controller,
                 QWidget *parent = nullptr);

    // Instance types and porting profiles come from the catalog (none without one).
    void setCatalog(db::CatalogDatabase *catalog);

    OptionInputsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // The line under the table saying why a cell's value was refused, else which instance
    // types look misspelled (hidden when there is neither).
    QLabel *refusalLabel() const { return m_refusal; }

    void addOption();
    void duplicateOption();
    void removeOption();

Q_SIGNALS:
    void message(const QString &text);

private:
    int currentRow() const;
    void rebuildPortingMenu(db::CatalogDatabase *catalog);
    void applyPortingWeeks(double weeks, const QString &profile, const QString &source);

    ScenarioDocument *m_document;
    OptionInputsModel *m_model;
    OptionInputsDelegate *m_delegate;
    QTableView *m_view;
    QToolButton *m_portingButton;
    QLabel *m_refusal = nullptr;
    CatalogReferenceMenus *m_references = nullptr;
};

} // namespace acceldecide::ui
