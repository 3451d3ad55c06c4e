#include "ui/matrix/CriteriaTableModel.h"
#include "ui/widgets/Qs.h"

#include "ui/document/CellInput.h"
#include "ui/profile/ProfileCells.h"

#include "core/editing/ProfileEditing.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/CapacityCells.h"
#include "ui/matrix/MatrixText.h"

#include "core/editing/CriteriaEditing.h"
#include "core/model/RangeTable.h"
#include "core/text/TextFormat.h"

#include <QFont>

#include <cmath>

namespace acceldecide::ui {

namespace {

const FieldRange &weightRange()
{
    static const FieldRange *range = RangeTable::find("criteria[].weight");
    return *range;
}

const FieldRange &scoreRange()
{
    static const FieldRange *range = RangeTable::find("criteria[].scores");
    return *range;
}

// The refused value as core's messages quote it: numbers bare, text in quotes.
QString describe(const QVariant &value)
{
    if (CellInput::isNumberType(value))
        return qs(text::compact(value.toDouble(), 6));
    return QStringLiteral("\"%1\"").arg(value.toString());
}

} // namespace

CriteriaTableModel::CriteriaTableModel(ScenarioDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(m_document, &ScenarioDocument::changed, this, &CriteriaTableModel::documentChanged);
    documentChanged();
}

void CriteriaTableModel::setController(EvaluationController *controller)
{
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    if (m_controller)
        connect(m_controller, &EvaluationController::evaluated, this,
                &CriteriaTableModel::evaluated);
    evaluated();
}

void CriteriaTableModel::evaluated()
{
    // Derived scores and exclusions changed; the shape follows the document, not this.
    if (m_columns > FirstOptionColumn)
        Q_EMIT headerDataChanged(Qt::Horizontal, FirstOptionColumn, m_columns - 1);
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, FirstOptionColumn), index(m_rows - 1, m_columns - 1));
}

ProfileCells CriteriaTableModel::profileCells() const
{
    return ProfileCells(m_document->scenario(),
                        m_controller ? &m_controller->evaluation() : nullptr);
}

void CriteriaTableModel::documentChanged()
{
    const Scenario &scenario = m_document->scenario();
    std::vector<std::string> optionIds;
    for (const Option &option : scenario.options)
        optionIds.push_back(option.id);
    m_presetCriteria.clear();
    if (!scenario.criteria && scenario.profile) {
        if (const CriteriaPreset *preset = CriteriaPresets::find(scenario.profile->matrixId()))
            m_presetCriteria = CriteriaPresets::instantiate(*preset, optionIds);
    }
    const int rows =
        scenario.criteria ? int(scenario.criteria->size()) : int(m_presetCriteria.size());
    const int columns = FirstOptionColumn + int(optionIds.size());
    if (rows != m_rows || columns != m_columns) {
        beginResetModel();
        m_rows = rows;
        m_columns = columns;
        m_optionIds = std::move(optionIds);
        endResetModel();
        return;
    }
    // Same shape: repaint in place, which keeps the view's current cell and scroll position.
    if (optionIds != m_optionIds) {
        m_optionIds = std::move(optionIds);
        Q_EMIT headerDataChanged(Qt::Horizontal, FirstOptionColumn, m_columns - 1);
    } else if (m_columns > FirstOptionColumn) {
        // Labels may have changed; the header repaints only the sections asked for.
        Q_EMIT headerDataChanged(Qt::Horizontal, FirstOptionColumn, m_columns - 1);
    }
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1));
}

int CriteriaTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int CriteriaTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

const Criterion *CriteriaTableModel::criterion(int row) const
{
    const auto &criteria = m_document->scenario().criteria;
    const std::vector<Criterion> &shown = criteria ? *criteria : m_presetCriteria;
    if (row < 0 || row >= int(shown.size()))
        return nullptr;
    return &shown[std::size_t(row)];
}

std::string CriteriaTableModel::optionIdAt(int column) const
{
    const int option = column - FirstOptionColumn;
    return option >= 0 && option < int(m_optionIds.size()) ? m_optionIds[std::size_t(option)]
                                                           : std::string();
}

QString CriteriaTableModel::fieldPath(const QModelIndex &index) const
{
    const QString element = QStringLiteral("criteria[%1]").arg(index.row());
    switch (index.column()) {
    case LabelColumn:
        return element + QStringLiteral(".label");
    case WeightColumn:
        return element + QStringLiteral(".weight");
    default:
        return element + QStringLiteral(".scores.") + qs(optionIdAt(index.column()));
    }
}

QVariant CriteriaTableModel::data(const QModelIndex &index, int role) const
{
    const Criterion *item = index.isValid() ? criterion(index.row()) : nullptr;
    if (!item || index.column() >= m_columns)
        return {};
    const int column = index.column();
    const std::string optionId = optionIdAt(column);
    if (column >= FirstOptionColumn && role != Qt::ToolTipRole && role != Qt::AccessibleTextRole &&
        role != Qt::TextAlignmentRole)
        return scoreData(*item, optionId, role);

    switch (role) {
    case Qt::DisplayRole:
        if (column == LabelColumn)
            return qs(item->label);
        return MatrixText::number(item->weight, 2);
    case Qt::EditRole:
        if (column == LabelColumn)
            return qs(item->label);
        return item->weight;
    case Qt::ToolTipRole:
        return toolTip(*item, column);
    case Qt::AccessibleTextRole: {
        const QString name = qs(item->label.empty() ? item->id : item->label);
        if (column == LabelColumn)
            return tr("Name of criterion %1").arg(index.row() + 1);
        if (column == WeightColumn)
            return tr("Weight of '%1'").arg(name);
        return tr("Score of '%1' on '%2'")
                   .arg(MatrixText::optionName(m_document->scenario(), optionId), name) +
               ProfileCells::accessibleSuffix(profileCells().source(item->id, optionId));
    }
    case Qt::TextAlignmentRole:
        return column == LabelColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                     : QVariant(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant CriteriaTableModel::scoreData(const Criterion &criterion, const std::string &optionId,
                                       int role) const
{
    if (criterion.scoredBy == CriterionScoring::CapacityFacts)
        return capacityScoreData(optionId, role);
    const ProfileCells cells = profileCells();
    const ProfileCells::Source source = cells.source(criterion.id, optionId);
    const bool typed = source == ProfileCells::Source::Typed;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: {
        if (!typed) {
            const std::optional<int> score = cells.score(criterion.id, optionId);
            return score ? QVariant(*score) : QVariant();
        }
        const auto it = criterion.scores.find(optionId);
        return it == criterion.scores.end() ? QVariant() : QVariant(it->second);
    }
    case Qt::FontRole: {
        QFont font;
        if (source == ProfileCells::Source::Overridden)
            font.setBold(true);
        else if (!typed || criterion.incomplete)
            font.setItalic(true);
        else
            return {};
        return font;
    }
    case Qt::BackgroundRole:
        return ProfileCells::tint(source);
    case Qt::ForegroundRole:
        return cells.exclusion(optionId) ? QVariant(ProfileCells::greyedText()) : QVariant();
    case IncompleteRole:
        return typed ? criterion.incomplete : source == ProfileCells::Source::Unanswered;
    case ScoreSourceRole:
        return int(source);
    default:
        return {};
    }
}

// A cell of a criterion scored from the capacity facts (CapacityCells), which the user
// never types over: the model's own roles say so.
QVariant CriteriaTableModel::capacityScoreData(const std::string &optionId, int role) const
{
    if (role == IncompleteRole)
        return false;
    if (role == ScoreSourceRole)
        return int(ProfileCells::Source::Derived);
    return CapacityCells(m_controller ? &m_controller->evaluation() : nullptr).data(optionId, role);
}

QString CriteriaTableModel::toolTip(const Criterion &criterion, int column) const
{
    const Scenario &scenario = m_document->scenario();
    QStringList lines;
    if (column == WeightColumn) {
        lines << tr("Weight from 0 (ignored) to 10 (%1 %2).")
                     .arg(qs(weightRange().path), qs(weightRange().requirement()));
        lines << tr("Seed 001 writes weights as words: Critical 5, High 4, Medium 3, "
                    "Low-Medium 2.");
        return lines.join(QLatin1Char('\n'));
    }
    if (column >= FirstOptionColumn) {
        const int option = scenario.optionIndex(optionIdAt(column));
        lines << tr("Score of %1 on '%2', from 1 (poor fit) to 5 (best fit).")
                     .arg(option >= 0 ? qs(scenario.options[std::size_t(option)].label)
                                      : qs(optionIdAt(column)),
                          qs(criterion.label));
        if (criterion.scoredBy == CriterionScoring::CapacityFacts) {
            lines << CapacityCells(m_controller ? &m_controller->evaluation() : nullptr)
                         .toolTip(optionIdAt(column));
            return lines.join(QLatin1Char('\n'));
        }
        const ProfileCells cells = profileCells();
        if (const QString profile = cells.toolTip(criterion.id, optionIdAt(column));
            !profile.isEmpty())
            lines << profile;
        if (const QString excluded = cells.exclusionText(optionIdAt(column)); !excluded.isEmpty())
            lines << excluded;
    } else {
        lines << tr("%1 (id %2)").arg(qs(criterion.label), qs(criterion.id));
    }
    const PresetCriterion *guidance =
        scenario.criteria ? CriteriaEditing::guidance(
                                criterion, CriteriaEditing::matchingPreset(*scenario.criteria))
                          : nullptr;
    if (guidance) {
        lines << tr("Trainium is best when: %1").arg(qs(guidance->trainiumWhen));
        lines << tr("GPU is best when: %1").arg(qs(guidance->gpuWhen));
        if (const CriteriaPreset *preset = CriteriaEditing::presetOf(guidance))
            lines << tr("Source: %1").arg(qs(preset->source));
    }
    if (criterion.incomplete && !profileCells().governs(criterion.id))
        lines << tr("Not scored yet: every score is the placeholder 3.");
    return lines.join(QLatin1Char('\n'));
}

QVariant CriteriaTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns)
        return {};
    const Scenario &scenario = m_document->scenario();
    const int option = scenario.optionIndex(optionIdAt(section));
    const QString excluded = section >= FirstOptionColumn
                                 ? profileCells().exclusionText(optionIdAt(section))
                                 : QString();
    if (role == Qt::DisplayRole) {
        if (section == LabelColumn)
            return tr("Criterion");
        if (section == WeightColumn)
            return tr("Weight");
        // Two lines keep a score column narrow; the tooltip has the full label.
        const QString name = MatrixText::twoLines(
            option >= 0 ? MatrixText::optionName(scenario.options[std::size_t(option)])
                        : qs(optionIdAt(section)));
        // A mark that reads without colour (the legend names it; the tooltip says why);
        // a third line would be clipped by the header's height.
        return excluded.isEmpty() ? name : tr("✕ %1").arg(name);
    }
    if (role == Qt::ForegroundRole)
        return excluded.isEmpty() ? QVariant() : QVariant(ProfileCells::greyedText());
    if (role == Qt::ToolTipRole) {
        if (section == LabelColumn)
            return tr("What the options are compared on (double-click to rename)");
        if (section == WeightColumn)
            return tr("How much the criterion counts, 0-10");
        const QString tip = tr("%1: scores 1-5")
                                .arg(option >= 0 ? qs(scenario.options[std::size_t(option)].label)
                                                 : qs(optionIdAt(section)));
        return excluded.isEmpty() ? tip : tip + QLatin1Char('\n') + excluded;
    }
    return {};
}

Qt::ItemFlags CriteriaTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Criterion *item = criterion(index.row());
    if (item && item->scoredBy == CriterionScoring::CapacityFacts &&
        index.column() >= FirstOptionColumn)
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

Expected<void, QString> CriteriaTableModel::refuse(const QString &problem)
{
    Q_EMIT editRejected(problem);
    return Unexpected{problem};
}

Expected<void, QString> CriteriaTableModel::apply(const QString &mergeKey,
                                                  const QString &description,
                                                  const std::function<void(Scenario &)> &edit)
{
    if (Expected<void, QString> applied = m_document->apply(mergeKey, description, edit); !applied)
        return refuse(applied.error());
    return {};
}

bool CriteriaTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !criterion(index.row()))
        return false;
    Expected<void, QString> problem;
    if (index.column() == LabelColumn)
        problem = setLabel(index.row(), value);
    else if (index.column() == WeightColumn)
        problem = setWeight(index.row(), value);
    else if (index.column() < m_columns)
        problem = setScore(index.row(), optionIdAt(index.column()), value);
    else
        return false;
    return problem.ok();
}

Expected<void, QString> CriteriaTableModel::setLabel(int row, const QVariant &value)
{
    const QString label = value.toString().trimmed();
    const Criterion &item = *criterion(row);
    if (label.isEmpty())
        return refuse(tr("criteria[%1].label: a criterion needs a name, got %2")
                          .arg(row)
                          .arg(describe(value)));
    const std::size_t at = std::size_t(row);
    return apply(QStringLiteral("criteria.%1.label").arg(qs(item.id)),
                 tr("Rename criterion '%1' to '%2'").arg(qs(item.label), label), [&](Scenario &s) {
                     ProfileEditing::materializeCriteria(s);
                     (*s.criteria)[at].label = label.toStdString();
                 });
}

Expected<void, QString> CriteriaTableModel::setWeight(int row, const QVariant &value)
{
    const std::optional<double> weight = CellInput::number(value);
    const FieldRange &range = weightRange();
    if (!weight || !range.contains(*weight))
        return refuse(tr("criteria[%1].weight: %2, got %3")
                          .arg(row)
                          .arg(qs(range.requirement()), describe(value)));
    const Criterion &item = *criterion(row);
    const std::size_t at = std::size_t(row);
    return apply(QStringLiteral("criteria.%1.weight").arg(qs(item.id)),
                 tr("Weight of '%1'").arg(qs(item.label)), [&](Scenario &s) {
                     ProfileEditing::materializeCriteria(s);
                     (*s.criteria)[at].weight = *weight;
                 });
}

Expected<void, QString> CriteriaTableModel::setScore(int row, const std::string &optionId,
                                                     const QVariant &value)
{
    if (criterion(row)->scoredBy == CriterionScoring::CapacityFacts)
        return refuse(tr("criteria[%1].scores.%2: scored from the capacity facts at every "
                         "evaluation, got %3 (delete the criterion to score it by hand)")
                          .arg(row)
                          .arg(qs(optionId), describe(value)));
    const std::optional<double> number = CellInput::number(value);
    const FieldRange &range = scoreRange();
    if (!number || !range.contains(*number) || *number != std::floor(*number))
        return refuse(tr("criteria[%1].scores.%2: %3, got %4")
                          .arg(row)
                          .arg(qs(optionId), qs(range.requirement()), describe(value)));
    const Criterion &item = *criterion(row);
    const std::size_t at = std::size_t(row);
    const int score = int(*number);
    const ProfileCells cells = profileCells();
    if (cells.governs(item.id)) {
        // The profile owns this cell: a different score is an override of it.
        const std::optional<int> derived = cells.derived(item.id, optionId);
        const std::string criterionId = item.id;
        return apply(
            QStringLiteral("profile.overrides.%1.%2").arg(qs(item.id), qs(optionId)),
            tr("Override score of '%1' on '%2'")
                .arg(MatrixText::optionName(m_document->scenario(), optionId), qs(item.label)),
            [&](Scenario &s) {
                ProfileEditing::setOverride(s, criterionId, optionId, score, derived);
            });
    }
    return apply(
        QStringLiteral("criteria.%1.scores.%2").arg(qs(item.id), qs(optionId)),
        tr("Score of '%1' on '%2'")
            .arg(MatrixText::optionName(m_document->scenario(), optionId), qs(item.label)),
        [&](Scenario &s) { CriteriaEditing::setScore((*s.criteria)[at], optionId, score); });
}

Expected<void, QString> CriteriaTableModel::addCriterion(const QString &label)
{
    const QString name = label.trimmed().isEmpty() ? tr("New criterion") : label.trimmed();
    std::vector<std::string> optionIds;
    for (const Option &option : m_document->scenario().options)
        optionIds.push_back(option.id);
    return append(name, CriterionScoring::Typed, optionIds);
}

Expected<void, QString> CriteriaTableModel::addAvailabilityCriterion()
{
    return append(tr("Availability (capacity facts)"), CriterionScoring::CapacityFacts, {});
}

// One criterion added at the end, one undo step: typed ones start at the placeholder 3.
Expected<void, QString> CriteriaTableModel::append(const QString &name, CriterionScoring scoring,
                                                   const std::vector<std::string> &optionIds)
{
    const Scenario &scenario = m_document->scenario();
    Criterion added = CriteriaEditing::makeCriterion(
        scenario.criteria ? *scenario.criteria : m_presetCriteria, name.toStdString(), optionIds);
    added.scoredBy = scoring;
    added.incomplete = scoring == CriterionScoring::Typed;
    return apply(QString(), tr("Add criterion '%1'").arg(name), [&](Scenario &s) {
        ProfileEditing::materializeCriteria(s);
        if (!s.criteria)
            s.criteria.emplace();
        s.criteria->push_back(added);
    });
}

Expected<void, QString> CriteriaTableModel::removeCriterion(int row)
{
    const Criterion *item = criterion(row);
    if (!item)
        return refuse(tr("No criterion is selected."));
    return apply(QString(), tr("Delete criterion '%1'").arg(qs(item->label)), [&](Scenario &s) {
        ProfileEditing::materializeCriteria(s);
        s.criteria->erase(s.criteria->begin() + row);
        // The file format has no empty matrix: none at all instead.
        if (s.criteria->empty())
            s.criteria.reset();
    });
}

Expected<void, QString> CriteriaTableModel::applyPreset(const CriteriaPreset &preset)
{
    std::vector<std::string> optionIds;
    for (const Option &option : m_document->scenario().options)
        optionIds.push_back(option.id);
    std::vector<Criterion> criteria = CriteriaPresets::instantiate(preset, optionIds);
    return apply(QString(), tr("Criteria from preset '%1'").arg(qs(preset.title)),
                 [&](Scenario &s) {
                     s.criteria = criteria;
                     ProfileEditing::clearGovernedScores(s);
                 });
}

Expected<void, QString> CriteriaTableModel::clearOverride(const QModelIndex &index)
{
    const Criterion *item = index.isValid() ? criterion(index.row()) : nullptr;
    const std::string optionId = optionIdAt(index.column());
    if (!item || optionId.empty() ||
        profileCells().source(item->id, optionId) != ProfileCells::Source::Overridden)
        return refuse(tr("This cell has no override to remove."));
    const std::string criterionId = item->id;
    return apply(
        QString(),
        tr("Use the derived score of '%1' on '%2'")
            .arg(MatrixText::optionName(m_document->scenario(), optionId), qs(item->label)),
        [&](Scenario &s) {
            ProfileEditing::setOverride(s, criterionId, optionId, std::nullopt, std::nullopt);
        });
}

} // namespace acceldecide::ui
