#pragma once

#include "CriteriaPresets.h"
#include "Scenario.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide::ui {

class ScenarioDocument;

// The decision matrix of the document's scenario: one row per criterion; columns are the
// criterion's label, its weight (0-10) and one 1-5 score per option. Every edit goes
// through ScenarioDocument::apply(), so it is validated by core and undoable; consecutive
// edits of one cell merge into one undo step. A refused edit emits editRejected() with the
// field's path and the value ("criteria[0].scores.h100: must be an integer >= 1 and <= 5,
// got 6") and leaves the document unchanged.
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

    explicit CriteriaTableModel(ScenarioDocument *document, QObject *parent = nullptr);

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
    std::optional<QString> addCriterion(const QString &label);
    std::optional<QString> removeCriterion(int row);
    // Replaces the criteria with the preset's, instantiated for the scenario's options.
    std::optional<QString> applyPreset(const CriteriaPreset &preset);

Q_SIGNALS:
    void editRejected(const QString &problem);

private:
    void documentChanged();
    const Criterion *criterion(int row) const;
    QString toolTip(const Criterion &criterion, int column) const;
    std::optional<QString> refuse(const QString &problem);
    // ScenarioDocument::apply(), reporting a refusal through editRejected.
    std::optional<QString> apply(const QString &mergeKey, const QString &description,
                                 const std::function<void(Scenario &)> &edit);
    std::optional<QString> setLabel(int row, const QVariant &value);
    std::optional<QString> setWeight(int row, const QVariant &value);
    std::optional<QString> setScore(int row, const std::string &optionId, const QVariant &value);

    ScenarioDocument *m_document;
    int m_rows = 0;
    int m_columns = FirstOptionColumn;
    // The option ids behind the score columns; a change of ids updates the headers.
    std::vector<std::string> m_optionIds;
};

} // namespace acceldecide::ui
