#include "ui/models/PairwiseMatrixModel.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/MatrixText.h"
#include "ui/models/StakeholderTableModel.h"
#include "ui/widgets/Qs.h"

#include "core/decision/SaatyScale.h"
#include "core/decision/StakeholderMatrix.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPalette>
#include <QStringList>

namespace acceldecide::ui {

PairwiseMatrixModel::PairwiseMatrixModel(ScenarioDocument *document, StakeholderTableModel *members,
                                         QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_members(members)
{
    connect(m_document, &ScenarioDocument::changed, this, &PairwiseMatrixModel::refresh);
    refresh();
}

void PairwiseMatrixModel::setMember(int member)
{
    if (member == m_member)
        return;
    m_member = member;
    refresh();
}

const std::vector<std::vector<double>> *PairwiseMatrixModel::matrix() const
{
    const Stakeholder *person = m_members->member(m_member);
    const auto &criteria = m_document->scenario().criteria;
    // A comparison over another set of criteria than the matrix's (the format refuses
    // it) has no cell to show against a criterion.
    if (!person || !person->usesPairwise() || !criteria ||
        person->pairwise.size() != criteria->size())
        return nullptr;
    return &person->pairwise;
}

void PairwiseMatrixModel::refresh()
{
    const std::vector<std::vector<double>> *judgements = matrix();
    const int size = judgements ? int(judgements->size()) : 0;
    m_derived.reset();
    m_weights.clear();
    if (judgements) {
        const std::vector<Criterion> &criteria = *m_document->scenario().criteria;
        std::vector<std::string> ids;
        for (const Criterion &criterion : criteria)
            ids.push_back(criterion.id);
        m_derived = PairwiseWeights::derive(*judgements, ids);
        m_weights = StakeholderMatrix::memberWeights(*m_members->member(m_member), criteria);
    }
    if (size != m_size) {
        beginResetModel();
        m_size = size;
        endResetModel();
        return;
    }
    // Same shape: repaint in place, which keeps the view's current cell and open editor.
    if (m_size > 0) {
        Q_EMIT dataChanged(index(0, 0), index(m_size - 1, columnCount() - 1));
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    }
}

QString PairwiseMatrixModel::label(int criterion) const
{
    const auto &criteria = m_document->scenario().criteria;
    if (!criteria || criterion < 0 || criterion >= int(criteria->size()))
        return {};
    const Criterion &c = (*criteria)[std::size_t(criterion)];
    return qs(c.label.empty() ? c.id : c.label);
}

int PairwiseMatrixModel::inconsistencyRank(int row, int column) const
{
    if (!m_derived || !m_derived->consistency.inconsistent)
        return 0;
    const auto &criteria = *m_document->scenario().criteria;
    const std::string &a = criteria[std::size_t(row)].id;
    const std::string &b = criteria[std::size_t(column)].id;
    const auto &worst = m_derived->consistency.worst;
    for (std::size_t k = 0; k < worst.size(); ++k) {
        if ((worst[k].criterion == a && worst[k].otherCriterion == b) ||
            (worst[k].criterion == b && worst[k].otherCriterion == a))
            return int(k) + 1;
    }
    return 0;
}

int PairwiseMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_size;
}

int PairwiseMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_size == 0 ? 0 : m_size + 1;
}

QVariant PairwiseMatrixModel::data(const QModelIndex &index, int role) const
{
    const std::vector<std::vector<double>> *judgements = matrix();
    if (!index.isValid() || !judgements || index.row() >= m_size || index.column() >= columnCount())
        return {};
    const int row = index.row();
    const int column = index.column();
    if (column == weightColumn()) {
        const double weight = std::size_t(row) < m_weights.size() ? m_weights[std::size_t(row)] : 0;
        switch (role) {
        case Qt::DisplayRole:
            return MatrixText::number(weight, 1);
        case Qt::EditRole:
            return weight;
        case Qt::TextAlignmentRole:
            return QVariant(Qt::AlignCenter);
        case Qt::FontRole: {
            QFont font;
            font.setBold(true);
            return font;
        }
        case Qt::ToolTipRole:
            return tr("The weight of '%1' the comparison gives (principal eigenvector, scaled "
                      "so the largest is 10)")
                .arg(label(row));
        default:
            return {};
        }
    }
    const double value = (*judgements)[std::size_t(row)][std::size_t(column)];
    const bool reciprocal = row >= column;
    const int rank = row == column ? 0 : inconsistencyRank(row, column);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return qs(SaatyScale::format(value));
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    case Qt::ForegroundRole:
        if (reciprocal)
            return QPalette().brush(QPalette::PlaceholderText);
        return {};
    case Qt::BackgroundRole:
        // Light enough for the text to stay readable in either palette's table.
        if (rank > 0)
            return QBrush(QColor(255, 196, 120, 120));
        return {};
    case ReciprocalRole:
        return reciprocal;
    case InconsistencyRankRole:
        return rank;
    case Qt::AccessibleTextRole:
        return tr("'%1' against '%2'").arg(label(row), label(column));
    case Qt::ToolTipRole: {
        if (row == column)
            return tr("'%1' compared with itself: always 1").arg(label(row));
        QString tip =
            reciprocal
                ? tr("The reciprocal of '%2' against '%1'; edit that judgement above the "
                     "diagonal.")
                      .arg(label(row), label(column))
                : tr("How much more '%1' matters than '%2': 1 equal, 3 moderately, 5 strongly, "
                     "7 very strongly, 9 extremely more; 1/3 ... 1/9 when '%2' matters more.")
                      .arg(label(row), label(column));
        if (rank > 0 && m_derived)
            tip += QLatin1Char('\n') +
                   tr("One of the judgements that disagree most with the derived weights "
                      "(they imply %1).")
                       .arg(qs(SaatyScale::format(
                           m_derived->consistency.worst[std::size_t(rank - 1)].implied)));
        return tip;
    }
    default:
        return {};
    }
}

QVariant PairwiseMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= (orientation == Qt::Horizontal ? columnCount() : rowCount()))
        return {};
    if (orientation == Qt::Horizontal && section == weightColumn()) {
        if (role == Qt::DisplayRole)
            return tr("Weight");
        if (role == Qt::ToolTipRole)
            return tr("The weights derived from the judgements, scaled so the largest is 10");
        return {};
    }
    if (role == Qt::DisplayRole)
        // Columns are narrow: their number; the rows name the criteria, numbered alike.
        return orientation == Qt::Horizontal ? QString::number(section + 1)
                                             : tr("%1. %2").arg(section + 1).arg(label(section));
    if (role == Qt::ToolTipRole)
        return label(section);
    return {};
}

Qt::ItemFlags PairwiseMatrixModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return index.column() < weightColumn() && index.row() < index.column()
               ? flags | Qt::ItemIsEditable
               : flags;
}

bool PairwiseMatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    return m_members->setJudgement(m_member, index.row(), index.column(), value).ok();
}

QString PairwiseMatrixModel::consistencyText() const
{
    if (!m_derived)
        return {};
    const PairwiseConsistency &consistency = m_derived->consistency;
    const Scenario &scenario = m_document->scenario();
    // Two decimals always: "0.10" is the limit people know, and a ratio of 0.004 is not 0.
    const QString limit = QString::number(PairwiseWeights::kConsistencyLimit, 'f', 2);
    const QString ratio = QString::number(consistency.consistencyRatio, 'f', 2);
    QStringList lines;
    lines << (consistency.inconsistent
                  ? tr("⚠ Consistency ratio %1, above %2: the judgements contradict each "
                       "other; revisit them.")
                        .arg(ratio, limit)
                  : tr("Consistency ratio %1 (at most %2 is acceptable).").arg(ratio, limit));
    if (!consistency.worst.empty()) {
        lines << tr("Most inconsistent judgements:");
        for (const PairwiseJudgement &judgement : consistency.worst)
            lines << tr("• '%1' against '%2': given %3, the weights imply %4")
                         .arg(MatrixText::criterionName(scenario, judgement.criterion),
                              MatrixText::criterionName(scenario, judgement.otherCriterion),
                              qs(SaatyScale::format(judgement.given)),
                              qs(SaatyScale::format(judgement.implied)));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace acceldecide::ui
