#pragma once

#include "core/decision/CriteriaPresets.h"
#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide::ui {

class EvaluationController;
class ProfileCells;
class ScenarioDocument;

// The decision matrix of the document's scenario: one row per criterion; columns are the
// criterion's label, its weight (0-10) and one 1-5 score per option. Every edit goes
// through ScenarioDocument::apply(), so it is validated by core and undoable; consecutive
// edits of one cell merge into one undo step. A refused edit emits editRejected() with the
// field's path and the value ("criteria[0].scores.h100: must be an integer >= 1 and <= 5,
// got 6") and leaves the document unchanged.
//
// With a workload profile, the criteria its preset governs show the derived scores of the
// controller's last evaluation (italic on a tint; ScoreSourceRole says which kind a cell
// is); editing one writes a profile override instead, and clearOverride() hands the cell
// back to the rules. Without criteria of its own the matrix is the profile preset's.
class CriteriaTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LabelColumn,
        WeightColumn,
        FirstOptionColumn
    };

    // True for score cells of a criterion still at the preset's placeholder scores.
    static constexpr int IncompleteRole = Qt::UserRole + 1;
    // int(ProfileCells::Source) of a score cell.
    static constexpr int ScoreSourceRole = Qt::UserRole + 2;

    explicit CriteriaTableModel(ScenarioDocument *document, QObject *parent = nullptr);

    // Where derived scores and exclusions come from; without one, governed cells show the
    // document's overrides or the placeholder 3.
    void setController(EvaluationController *controller);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // The option a score column belongs to ("" for the label and weight columns).
    std::string optionIdAt(int column) const;
    // The scenario path of a cell, as core names it in its messages: "criteria[2].weight".
    QString fieldPath(const QModelIndex &index) const;

    // Structural edits, each one undoable step; they return the problem if refused (and
    // emit editRejected with it).
    Expected<void, QString> addCriterion(const QString &label);
    // A criterion scored from the capacity facts: each option's availability score, worked
    // out at every evaluation (read-only cells; the tooltip says why).
    Expected<void, QString> addAvailabilityCriterion();
    Expected<void, QString> removeCriterion(int row);
    // Replaces the criteria with the preset's, instantiated for the scenario's options.
    Expected<void, QString> applyPreset(const CriteriaPreset &preset);
    // Removes the override of a governed cell (one undo step); nothing for other cells.
    Expected<void, QString> clearOverride(const QModelIndex &index);

Q_SIGNALS:
    void editRejected(const QString &problem);

private:
    void documentChanged();
    void evaluated();
    ProfileCells profileCells() const;
    QVariant scoreData(const Criterion &criterion, const std::string &optionId, int role) const;
    QVariant capacityScoreData(const std::string &optionId, int role) const;
    Expected<void, QString> append(const QString &name, CriterionScoring scoring,
                                   const std::vector<std::string> &optionIds);
    const Criterion *criterion(int row) const;
    QString toolTip(const Criterion &criterion, int column) const;
    Expected<void, QString> refuse(const QString &problem);
    // ScenarioDocument::apply(), reporting a refusal through editRejected.
    Expected<void, QString> apply(const QString &mergeKey, const QString &description,
                                  const std::function<void(Scenario &)> &edit);
    Expected<void, QString> setLabel(int row, const QVariant &value);
    Expected<void, QString> setWeight(int row, const QVariant &value);
    Expected<void, QString> setScore(int row, const std::string &optionId, const QVariant &value);

    ScenarioDocument *m_document;
    EvaluationController *m_controller = nullptr;
    // The profile preset's criteria, shown while the scenario has none of its own.
    std::vector<Criterion> m_presetCriteria;
    int m_rows = 0;
    int m_columns = FirstOptionColumn;
    // The option ids behind the score columns; a change of ids updates the headers.
    std::vector<std::string> m_optionIds;
};

} // namespace acceldecide::ui
