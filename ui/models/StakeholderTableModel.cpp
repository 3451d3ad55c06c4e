#include "ui/models/StakeholderTableModel.h"

#include "ui/document/CellInput.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/MatrixText.h"
#include "ui/widgets/Qs.h"

#include "core/decision/PairwiseWeights.h"
#include "core/decision/SaatyScale.h"
#include "core/editing/PairwiseEditing.h"
#include "core/editing/StakeholderEditing.h"
#include "core/model/RangeTable.h"

#include <QFont>
#include <QStringList>

#include <algorithm>

namespace acceldecide::ui {

namespace {

QString memberName(const Stakeholder &member)
{
    return qs(member.name.empty() ? member.id : member.name);
}

} // namespace

StakeholderTableModel::StakeholderTableModel(ScenarioDocument *document,
                                             EvaluationController *controller, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_controller(controller)
{
    connect(m_document, &ScenarioDocument::changed, this, &StakeholderTableModel::documentChanged);
    connect(m_controller, &EvaluationController::evaluated, this,
            &StakeholderTableModel::evaluated);
    documentChanged();
}

void StakeholderTableModel::documentChanged()
{
    const Scenario &scenario = m_document->scenario();
    const int rows = scenario.criteria ? int(scenario.criteria->size()) : 0;
    const int members = int(scenario.stakeholders.size());
    if (rows != m_rows || members != m_members) {
        beginResetModel();
        m_rows = rows;
        m_members = members;
        endResetModel();
        return;
    }
    // Same shape: repaint in place, which keeps the view's current cell.
    evaluated();
}

void StakeholderTableModel::evaluated()
{
    if (columnCount() > FirstMemberColumn)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
}

int StakeholderTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int StakeholderTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return FirstMemberColumn + m_members + (m_members > 0 ? 1 : 0);
}

int StakeholderTableModel::memberCount() const
{
    return m_members;
}

int StakeholderTableModel::groupColumn() const
{
    return m_members > 0 ? FirstMemberColumn + m_members : -1;
}

int StakeholderTableModel::memberAt(int column) const
{
    const int member = column - FirstMemberColumn;
    return member >= 0 && member < m_members ? member : -1;
}

const Stakeholder *StakeholderTableModel::member(int index) const
{
    const auto &members = m_document->scenario().stakeholders;
    return index >= 0 && index < int(members.size()) ? &members[std::size_t(index)] : nullptr;
}

const StakeholderResult *StakeholderTableModel::result() const
{
    const std::optional<StakeholderResult> &result = m_controller->evaluation().stakeholders;
    // An evaluation of an earlier shape (the edit that changed it was refused by the
    // engine) must not be read against this one.
    if (!result || int(result->members.size()) != m_members ||
        int(result->criteria.size()) != m_rows)
        return nullptr;
    return &*result;
}

const StakeholderView *StakeholderTableModel::view(int member) const
{
    const StakeholderResult *all = result();
    if (!all)
        return nullptr;
    if (member < 0)
        return &all->group;
    return member < int(all->members.size()) ? &all->members[std::size_t(member)] : nullptr;
}

QString StakeholderTableModel::fieldPath(const QModelIndex &index) const
{
    const int m = memberAt(index.column());
    const auto &criteria = m_document->scenario().criteria;
    if (m < 0 || !criteria || index.row() >= int(criteria->size()))
        return {};
    return qs(StakeholderEditing::fieldPath(std::size_t(m),
                                            "weights." + (*criteria)[std::size_t(index.row())].id));
}

QVariant StakeholderTableModel::data(const QModelIndex &index, int role) const
{
    const auto &criteria = m_document->scenario().criteria;
    if (!index.isValid() || !criteria || index.row() >= int(criteria->size()) ||
        index.column() >= columnCount())
        return {};
    const Criterion &criterion = (*criteria)[std::size_t(index.row())];
    const int column = index.column();
    if (column == LabelColumn) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return qs(criterion.label.empty() ? criterion.id : criterion.label);
        if (role == Qt::ToolTipRole)
            return tr("%1 (id %2); the matrix's own weight is %3")
                .arg(qs(criterion.label), qs(criterion.id),
                     MatrixText::number(criterion.weight, 2));
        return {};
    }
    const int m = memberAt(column);
    const Stakeholder *person = member(m);
    const bool group = column == groupColumn();
    const bool derived = group || (person && person->usesPairwise());
    std::optional<double> weight;
    if (person && !person->usesPairwise()) {
        const auto it = person->weights.find(criterion.id);
        weight = it == person->weights.end() ? 0.0 : it->second;
    } else if (const StakeholderView *v = view(group ? -1 : m);
               v && std::size_t(index.row()) < v->weights.size()) {
        weight = v->weights[std::size_t(index.row())];
    }
    switch (role) {
    case Qt::DisplayRole:
        return weight ? MatrixText::number(*weight, derived ? 1 : 2) : QVariant();
    case Qt::EditRole:
        return weight ? QVariant(*weight) : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    case Qt::FontRole: {
        if (!derived)
            return {};
        QFont font;
        // The group's weights are the result; a pairwise member's are derived.
        font.setBold(group);
        font.setItalic(!group);
        return font;
    }
    case DerivedRole:
        return derived;
    case Qt::AccessibleTextRole:
        return group ? tr("Group weight of '%1'").arg(qs(criterion.label))
                     : tr("Weight %1 gives '%2'")
                           .arg(person ? memberName(*person) : QString(), qs(criterion.label));
    case Qt::ToolTipRole:
        if (group)
            return tr("The group's weight of '%1': the members' weights, each normalised to "
                      "sum 1, averaged by influence (%2 mean) and scaled so the largest is 10.")
                .arg(qs(criterion.label),
                     m_document->scenario().stakeholderMean == StakeholderMean::Geometric
                         ? tr("geometric")
                         : tr("arithmetic"));
        if (derived)
            return tr("Derived from %1's pairwise comparison of the criteria (scaled so the "
                      "largest is 10); edit the comparison below the table.")
                       .arg(memberName(*person)) +
                   QLatin1Char('\n') + memberToolTip(m);
        return tr("How much %1 weighs '%2', 0 (ignored) to 10.")
            .arg(person ? memberName(*person) : QString(), qs(criterion.label));
    default:
        return {};
    }
}

QString StakeholderTableModel::consistencyText(const PairwiseConsistency &consistency)
{
    QStringList lines;
    const QString ratio = MatrixText::number(consistency.consistencyRatio, 2);
    lines << (consistency.inconsistent
                  ? tr("Warning: consistency ratio %1, above %2: the judgements contradict "
                       "each other; revisit them.")
                        .arg(ratio, MatrixText::number(PairwiseWeights::kConsistencyLimit, 2))
                  : tr("Consistency ratio %1 (at most %2 is acceptable).")
                        .arg(ratio, MatrixText::number(PairwiseWeights::kConsistencyLimit, 2)));
    if (!consistency.worst.empty())
        lines << tr("Most inconsistent judgements:");
    for (const PairwiseJudgement &judgement : consistency.worst)
        lines << tr("• %1 vs %2: given %3, the weights imply %4")
                     .arg(qs(judgement.criterion), qs(judgement.otherCriterion),
                          MatrixText::number(judgement.given, 2),
                          MatrixText::number(judgement.implied, 2));
    return lines.join(QLatin1Char('\n'));
}

QString StakeholderTableModel::memberToolTip(int m) const
{
    const Stakeholder *person = member(m);
    if (!person)
        return {};
    QStringList lines;
    lines << (person->role.empty() ? memberName(*person)
                                   : tr("%1, %2").arg(memberName(*person), qs(person->role)));
    lines << tr("Influence %1 (relative say in the group's weights)")
                 .arg(MatrixText::number(person->influence, 2));
    if (person->usesPairwise()) {
        const StakeholderView *v = view(m);
        if (v && v->consistency)
            lines << consistencyText(*v->consistency);
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant StakeholderTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (section == LabelColumn) {
        if (role == Qt::DisplayRole)
            return tr("Criterion");
        return {};
    }
    if (section == groupColumn()) {
        if (role == Qt::DisplayRole)
            return tr("Group\n(%1 mean)")
                .arg(m_document->scenario().stakeholderMean == StakeholderMean::Geometric
                         ? tr("geometric")
                         : tr("arithmetic"));
        if (role == Qt::ToolTipRole)
            return tr("The group's weights: read-only, they follow the members'");
        return {};
    }
    const int m = memberAt(section);
    const Stakeholder *person = member(m);
    if (!person)
        return {};
    const StakeholderView *v = view(m);
    const bool inconsistent = v && v->consistency && v->consistency->inconsistent;
    switch (role) {
    case Qt::DisplayRole: {
        QString second = qs(person->role);
        if (person->usesPairwise() && v && v->consistency)
            second =
                tr("pairwise, CR %1").arg(MatrixText::number(v->consistency->consistencyRatio, 2));
        // A mark that reads without colour; the tooltip says why.
        const QString first =
            inconsistent ? tr("⚠ %1").arg(memberName(*person)) : memberName(*person);
        return second.isEmpty() ? first : first + QLatin1Char('\n') + second;
    }
    case Qt::ToolTipRole:
        return memberToolTip(m);
    case InconsistentRole:
        return inconsistent;
    default:
        return {};
    }
}

Qt::ItemFlags StakeholderTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const Stakeholder *person = member(memberAt(index.column()));
    return person && !person->usesPairwise() ? flags | Qt::ItemIsEditable : flags;
}

bool StakeholderTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || memberAt(index.column()) < 0)
        return false;
    return setWeight(memberAt(index.column()), index.row(), value).ok();
}

Expected<void, QString>
StakeholderTableModel::apply(const QString &mergeKey, const QString &description,
                             const std::function<Expected<void, std::string>(Scenario &)> &edit)
{
    // Core judges the edit first, so that its own message (naming the field) is the one
    // shown; the document's round trip then judges the whole scenario.
    Scenario probe = m_document->scenario();
    if (Expected<void, std::string> judged = edit(probe); !judged) {
        const QString problem = qs(judged.error());
        Q_EMIT editRejected(problem);
        return Unexpected{problem};
    }
    if (Expected<void, QString> applied =
            m_document->apply(mergeKey, description, [&](Scenario &s) { (void)edit(s); });
        !applied) {
        Q_EMIT editRejected(applied.error());
        return applied;
    }
    return {};
}

Expected<void, QString> StakeholderTableModel::setWeight(int m, int row, const QVariant &value)
{
    const Stakeholder *person = member(m);
    const auto &criteria = m_document->scenario().criteria;
    if (!person || !criteria || row < 0 || row >= int(criteria->size()))
        return Unexpected{tr("No such cell.")};
    const Criterion &criterion = (*criteria)[std::size_t(row)];
    const std::optional<double> weight = CellInput::number(value);
    if (!weight) {
        const QString problem =
            tr("%1: must be a number from 0 to 10, got \"%2\"")
                .arg(qs(StakeholderEditing::fieldPath(std::size_t(m), "weights." + criterion.id)),
                     value.toString());
        Q_EMIT editRejected(problem);
        return Unexpected{problem};
    }
    const std::string criterionId = criterion.id;
    return apply(QStringLiteral("stakeholders.%1.weights.%2").arg(qs(person->id), qs(criterionId)),
                 tr("%1's weight of '%2'").arg(memberName(*person), qs(criterion.label)),
                 [&](Scenario &s) {
                     return StakeholderEditing::setWeight(s, std::size_t(m), criterionId, *weight);
                 });
}

Expected<void, QString> StakeholderTableModel::addMember(const QString &name)
{
    const auto added = StakeholderEditing::suggested(m_document->scenario(), name.toStdString());
    if (!added) {
        const QString problem = qs(added.error());
        Q_EMIT editRejected(problem);
        return Unexpected{problem};
    }
    const Stakeholder stakeholder = *added;
    return apply(QString(), tr("Add stakeholder '%1'").arg(qs(stakeholder.name)),
                 [&](Scenario &s) -> Expected<void, std::string> {
                     StakeholderEditing::add(s, stakeholder);
                     return {};
                 });
}

Expected<void, QString> StakeholderTableModel::removeMember(int m)
{
    const Stakeholder *person = member(m);
    const QString name = person ? memberName(*person) : QString();
    return apply(QString(), tr("Delete stakeholder '%1'").arg(name),
                 [&](Scenario &s) { return StakeholderEditing::remove(s, std::size_t(m)); });
}

Expected<void, QString> StakeholderTableModel::renameMember(int m, const QString &name)
{
    const Stakeholder *person = member(m);
    const QString key =
        person ? QStringLiteral("stakeholders.%1.name").arg(qs(person->id)) : QString();
    return apply(key, tr("Rename stakeholder to '%1'").arg(name.trimmed()), [&](Scenario &s) {
        return StakeholderEditing::rename(s, std::size_t(m), name.toStdString());
    });
}

Expected<void, QString> StakeholderTableModel::setRole(int m, const QString &role)
{
    const Stakeholder *person = member(m);
    const QString key =
        person ? QStringLiteral("stakeholders.%1.role").arg(qs(person->id)) : QString();
    return apply(key, tr("Role of '%1'").arg(person ? memberName(*person) : QString()),
                 [&](Scenario &s) {
                     return StakeholderEditing::setRole(s, std::size_t(m), role.toStdString());
                 });
}

Expected<void, QString> StakeholderTableModel::setInfluence(int m, double influence)
{
    const Stakeholder *person = member(m);
    const QString key =
        person ? QStringLiteral("stakeholders.%1.influence").arg(qs(person->id)) : QString();
    return apply(key, tr("Influence of '%1'").arg(person ? memberName(*person) : QString()),
                 [&](Scenario &s) {
                     return StakeholderEditing::setInfluence(s, std::size_t(m), influence);
                 });
}

Expected<void, QString> StakeholderTableModel::setMean(StakeholderMean mean)
{
    return apply(QString(),
                 mean == StakeholderMean::Geometric ? tr("Group mean: geometric")
                                                    : tr("Group mean: arithmetic"),
                 [&](Scenario &s) -> Expected<void, std::string> {
                     StakeholderEditing::setMean(s, mean);
                     return {};
                 });
}

Expected<void, QString> StakeholderTableModel::setJudgement(int m, int row, int column,
                                                            const QVariant &value)
{
    const Stakeholder *person = member(m);
    const auto &criteria = m_document->scenario().criteria;
    if (!person || !criteria || row < 0 || column < 0 || row >= int(criteria->size()) ||
        column >= int(criteria->size()))
        return Unexpected{tr("No such judgement.")};
    const QString path =
        qs(PairwiseEditing::cellPath(std::size_t(m), std::size_t(row), std::size_t(column)));
    // A number from a spin box or a script; text as typed ("1/3") goes through the scale.
    const std::optional<double> judgement = CellInput::isNumberType(value)
                                                ? CellInput::number(value)
                                                : SaatyScale::parse(value.toString().toStdString());
    if (!judgement) {
        const QString problem =
            tr("%1: must be a number or a fraction from 1/9 to 9 (Saaty's scale), got \"%2\"")
                .arg(path, value.toString());
        Q_EMIT editRejected(problem);
        return Unexpected{problem};
    }
    const Criterion &first = (*criteria)[std::size_t(row)];
    const Criterion &second = (*criteria)[std::size_t(column)];
    // One merge key per pair: the cell and its reciprocal are one judgement.
    const auto [low, high] = std::minmax(row, column);
    return apply(
        QStringLiteral("stakeholders.%1.pairwise.%2.%3").arg(qs(person->id)).arg(low).arg(high),
        tr("%1's judgement of '%2' against '%3'")
            .arg(memberName(*person), qs(first.label), qs(second.label)),
        [&](Scenario &s) {
            return PairwiseEditing::setJudgement(s, std::size_t(m), std::size_t(row),
                                                 std::size_t(column), *judgement);
        });
}

Expected<void, QString> StakeholderTableModel::setComparesPairwise(int m, bool pairwise)
{
    const Stakeholder *person = member(m);
    const QString name = person ? memberName(*person) : QString();
    return apply(QString(),
                 pairwise ? tr("'%1' compares the criteria pairwise").arg(name)
                          : tr("'%1' weighs the criteria directly").arg(name),
                 [&](Scenario &s) {
                     return pairwise ? PairwiseEditing::comparePairwise(s, std::size_t(m))
                                     : PairwiseEditing::weighDirectly(s, std::size_t(m));
                 });
}

} // namespace acceldecide::ui
