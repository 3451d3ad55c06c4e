#pragma once

#include "core/model/Scenario.h"
#include "ui/models/ScenarioEntriesModel.h"
#include "ui/options/CellRefusals.h"
#include "ui/options/InstanceTypeCheck.h"
#include "ui/options/OptionColumns.h"

#include <QString>

#include <optional>

namespace acceldecide::ui {

class EvaluationController;
class ScenarioDocument;

// The options table: one row per candidate deployment, one column per input. Reads the
// document's scenario; a cell the scenario leaves to the catalog shows the resolved value
// in italics with its source. Every edit goes through ScenarioDocument::apply(), so it is
// validated by core and undoable; a refused edit emits editRejected() with the reason,
// the status bar's form of it, naming the field by its scenario path
// ("options[1].migration.weeks: must be at least 0").
class OptionInputsModel : public ScenarioEntriesModel, public OptionColumns
{
    Q_OBJECT

public:
    // The choices of an enumerated cell (stack, purchase model) for the delegate.
    static constexpr int ChoicesRole = Qt::UserRole + 1;
    // True when the displayed value comes from the catalog, not the scenario.
    static constexpr int FromCatalogRole = Qt::UserRole + 2;

    OptionInputsModel(ScenarioDocument *document, EvaluationController *controller,
                      QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // The open catalog's instance types (none without a catalog): a type close to one of
    // them but not one is marked with the name it was probably meant to be.
    void setKnownInstanceTypes(const QStringList &instanceTypes);
    // One line per option whose instance type looks misspelled; empty when none does.
    QString instanceTypeWarnings() const;

    // What a column means and, for a number, its valid range (core's range table).
    static QString headerToolTip(int section);

    // Why the most recent refused cell still standing was refused ("trn3 spot: Port weeks
    // must be at least 0."); empty when every cell holds an accepted value.
    QString refusal() const { return m_refusals.latestMessage(); }

Q_SIGNALS:
    // The cells' refusals changed; refusal() says what to show beside the table.
    void refusalChanged(const QString &message);

private:
    void rowsReset() override;
    QVariant displayValue(const Option &option, const Option *resolved, int column) const;
    QString toolTip(int row, int column) const;
    QVariant refusedData(const CellRefusals::Refusal &refusal, int role) const;
    // Keeps `typed` in the cell, marked, with `message`; emits both signals.
    void refuse(const QModelIndex &index, const QString &typed, const QString &message,
                const QString &statusMessage);
    void clearRefusal(const QModelIndex &index);

    EvaluationController *m_controller;
    CellRefusals m_refusals;
    InstanceTypeCheck m_instanceTypes;
};

} // namespace acceldecide::ui
