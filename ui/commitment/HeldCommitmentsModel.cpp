#include "ui/commitment/HeldCommitmentsModel.h"

#include "ui/document/CellInput.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Qs.h"

#include "core/editing/HeldCommitmentEditing.h"
#include "core/model/RangeTable.h"
#include "core/text/MoneyFormat.h"

#include <cmath>

namespace acceldecide::ui {

namespace {

// The scenario format's key of each column, for messages and RangeTable.
const char *key(int column, CommitmentKind kind)
{
    switch (column) {
    case HeldCommitmentsModel::IdColumn:
        return "id";
    case HeldCommitmentsModel::TypeColumn:
        return "type";
    case HeldCommitmentsModel::CoverageColumn:
        return kind == CommitmentKind::SavingsPlan ? "plan" : "offering_class";
    case HeldCommitmentsModel::UsdPerHourColumn:
        return "usd_per_hour";
    case HeldCommitmentsModel::InstancesColumn:
        return "instances";
    case HeldCommitmentsModel::InstanceTypeColumn:
        return "instance_type";
    case HeldCommitmentsModel::DiscountColumn:
        return "discount_percent";
    case HeldCommitmentsModel::MonthsColumn:
        return "months_remaining";
    default:
        return "";
    }
}

bool isNumeric(int column)
{
    return column == HeldCommitmentsModel::UsdPerHourColumn ||
           column == HeldCommitmentsModel::InstancesColumn ||
           column == HeldCommitmentsModel::DiscountColumn ||
           column == HeldCommitmentsModel::MonthsColumn;
}

} // namespace

HeldCommitmentsModel::HeldCommitmentsModel(ScenarioDocument *document, QObject *parent)
    : ScenarioEntriesModel(
          document, ColumnCount,
          [](const Scenario &scenario) { return int(scenario.existingCommitments.size()); }, parent)
{}

QString HeldCommitmentsModel::kindName(CommitmentKind kind)
{
    return kind == CommitmentKind::SavingsPlan ? tr("Savings plan") : tr("Reservation");
}

QString HeldCommitmentsModel::coverageName(const ExistingCommitment &held)
{
    if (held.kind == CommitmentKind::Reserved)
        return held.offeringClass == OfferingClass::Convertible ? tr("Convertible")
                                                                : tr("Standard");
    switch (held.plan) {
    case SavingsPlanType::Compute:
        return tr("Compute");
    case SavingsPlanType::Ec2Instance:
        return tr("EC2 Instance");
    case SavingsPlanType::SageMaker:
        return tr("SageMaker");
    }
    return {};
}

QString HeldCommitmentsModel::field(int row, int column) const
{
    const auto &held = document()->scenario().existingCommitments;
    const CommitmentKind kind =
        row < int(held.size()) ? held[std::size_t(row)].kind : CommitmentKind::SavingsPlan;
    return qs(HeldCommitmentEditing::fieldPath(std::size_t(row), key(column, kind)));
}

QVariant HeldCommitmentsModel::data(const QModelIndex &index, int role) const
{
    const auto &list = document()->scenario().existingCommitments;
    if (!index.isValid() || index.row() >= int(list.size()))
        return {};
    const ExistingCommitment &held = list[std::size_t(index.row())];
    const int column = index.column();
    const bool savingsPlan = held.kind == CommitmentKind::SavingsPlan;
    switch (role) {
    case ChoiceLabelsRole:
    case ChoiceValuesRole: {
        QStringList labels;
        QVariantList values;
        if (column == TypeColumn) {
            for (const CommitmentKind kind :
                 {CommitmentKind::SavingsPlan, CommitmentKind::Reserved}) {
                labels << kindName(kind);
                values << int(kind);
            }
        } else if (column == CoverageColumn && savingsPlan) {
            // Held plans may be SageMaker ones: owed, covering no option.
            for (const SavingsPlanType plan :
                 {SavingsPlanType::Compute, SavingsPlanType::Ec2Instance,
                  SavingsPlanType::SageMaker}) {
                ExistingCommitment shown = held;
                shown.plan = plan;
                labels << coverageName(shown);
                values << int(plan);
            }
        } else if (column == CoverageColumn) {
            labels << tr("Standard") << tr("Convertible");
            values << int(OfferingClass::Standard) << int(OfferingClass::Convertible);
        }
        return role == ChoiceLabelsRole ? QVariant(labels) : QVariant(values);
    }
    case RangePathRole:
        return isNumeric(column) ? QStringLiteral("existing_commitments[].") +
                                       QLatin1String(key(column, held.kind))
                                 : QVariant();
    case Qt::ToolTipRole:
        if (column == UsdPerHourColumn && !savingsPlan)
            return tr("A reservation's hourly charge, needed only when no option prices its "
                      "instance type");
        if (column == CoverageColumn)
            return savingsPlan ? qs(savingsPlanTypeLabel(held.plan))
                               : qs(offeringClassLabel(held.offeringClass));
        return field(index.row(), column);
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::DisplayRole:
    case Qt::EditRole:
        break;
    default:
        return {};
    }
    const bool edit = role == Qt::EditRole;
    switch (column) {
    case IdColumn:
        return qs(held.id);
    case TypeColumn:
        return edit ? QVariant(int(held.kind)) : QVariant(kindName(held.kind));
    case CoverageColumn:
        if (edit)
            return savingsPlan ? int(held.plan) : int(held.offeringClass);
        return coverageName(held);
    case UsdPerHourColumn:
        if (!held.usdPerHour)
            return edit ? QVariant() : QVariant(tr("from the option"));
        return edit ? QVariant(*held.usdPerHour)
                    : QVariant(tr("%1/h").arg(qs(MoneyFormat::usd(*held.usdPerHour, 2))));
    case InstancesColumn:
        if (!held.instances)
            return edit ? QVariant() : QVariant(QStringLiteral("\u2014"));
        return int(std::lround(*held.instances));
    case InstanceTypeColumn:
        return qs(held.instanceType);
    case DiscountColumn:
        return edit ? QVariant(held.discountPercent)
                    : QVariant(qs(MoneyFormat::number(held.discountPercent, 1)) +
                               QStringLiteral(" %"));
    case MonthsColumn:
        return held.monthsRemaining;
    default:
        return {};
    }
}

QVariant HeldCommitmentsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return tr("Id");
    case TypeColumn:
        return tr("Type");
    case CoverageColumn:
        return tr("Plan / class");
    case UsdPerHourColumn:
        return tr("$ per hour");
    case InstancesColumn:
        return tr("Instances");
    case InstanceTypeColumn:
        return tr("Instance type");
    case DiscountColumn:
        return tr("Discount");
    case MonthsColumn:
        return tr("Months left");
    default:
        return {};
    }
}

Qt::ItemFlags HeldCommitmentsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
    // A savings plan commits $/hour, not instances.
    const ExistingCommitment &held =
        document()->scenario().existingCommitments[std::size_t(index.row())];
    if (index.column() == InstancesColumn && held.kind == CommitmentKind::SavingsPlan)
        flags &= ~Qt::ItemIsEditable;
    return flags;
}

bool HeldCommitmentsModel::edit(
    int row, const QString &mergeKey, const QString &description,
    const std::function<void(ExistingCommitment &, const Scenario &)> &edit)
{
    const Expected<void, QString> applied =
        document()->apply(mergeKey, description, [&](Scenario &s) {
            const Scenario before = s;
            edit(s.existingCommitments[std::size_t(row)], before);
        });
    if (!applied) {
        Q_EMIT editRejected(applied.error());
        return false;
    }
    return true;
}

bool HeldCommitmentsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount() ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    const int row = index.row();
    const QString id = qs(document()->scenario().existingCommitments[std::size_t(row)].id);
    switch (index.column()) {
    case IdColumn:
        return edit(row, {}, tr("Rename held commitment %1").arg(id),
                    [&](ExistingCommitment &h, const Scenario &) {
                        h.id = value.toString().trimmed().toStdString();
                    });
    case TypeColumn:
        return edit(row, {}, tr("Type of held commitment %1").arg(id),
                    [&](ExistingCommitment &h, const Scenario &s) {
                        HeldCommitmentEditing::setKind(h, CommitmentKind(value.toInt()), s);
                    });
    case CoverageColumn:
        return edit(row, {}, tr("Coverage of held commitment %1").arg(id),
                    [&](ExistingCommitment &h, const Scenario &s) {
                        if (h.kind == CommitmentKind::SavingsPlan)
                            HeldCommitmentEditing::setPlan(h, SavingsPlanType(value.toInt()), s);
                        else
                            h.offeringClass = OfferingClass(value.toInt());
                    });
    case InstanceTypeColumn:
        return edit(row, {}, tr("Instance type of held commitment %1").arg(id),
                    [&](ExistingCommitment &h, const Scenario &) {
                        h.instanceType = value.toString().trimmed().toStdString();
                    });
    default:
        return setNumber(index, value);
    }
}

bool HeldCommitmentsModel::setNumber(const QModelIndex &index, const QVariant &value)
{
    const int row = index.row();
    const int column = index.column();
    const QString path = field(row, column);
    const bool blank = CellInput::isBlank(value);
    // A reservation's $/hour may be left to the option that prices its type.
    const bool mayBeBlank = column == UsdPerHourColumn;
    const std::optional<double> number = CellInput::number(value);
    if (!(blank && mayBeBlank) && !number) {
        Q_EMIT editRejected(tr("%1: \"%2\" is not a number").arg(path, value.toString()));
        return false;
    }
    const bool whole = column == InstancesColumn || column == MonthsColumn;
    if (number && whole && *number != std::floor(*number)) {
        Q_EMIT editRejected(tr("%1: must be a whole number, got %2").arg(path).arg(*number));
        return false;
    }
    const QString description =
        tr("%1 of held commitment %2")
            .arg(headerData(column, Qt::Horizontal).toString(),
                 qs(document()->scenario().existingCommitments[std::size_t(row)].id));
    return edit(row, path, description, [&](ExistingCommitment &h, const Scenario &) {
        switch (column) {
        case UsdPerHourColumn:
            h.usdPerHour = blank ? std::nullopt : number;
            break;
        case InstancesColumn:
            h.instances = number;
            break;
        case DiscountColumn:
            h.discountPercent = *number;
            break;
        case MonthsColumn:
            h.monthsRemaining = int(*number);
            break;
        default:
            break;
        }
    });
}

Expected<void, QString> HeldCommitmentsModel::addCommitment()
{
    std::string refusal;
    const Expected<void, QString> applied =
        document()->apply({}, tr("Add a held commitment"), [&](Scenario &s) {
            const Expected<void, std::string> added =
                HeldCommitmentEditing::add(s, HeldCommitmentEditing::suggested(s));
            if (!added)
                refusal = added.error();
        });
    if (!refusal.empty())
        return Unexpected{qs(refusal)};
    return applied;
}

Expected<void, QString> HeldCommitmentsModel::removeCommitment(int row)
{
    if (row < 0 || row >= rowCount())
        return Unexpected{tr("No held commitment selected.")};
    return document()->apply(
        {},
        tr("Remove held commitment %1")
            .arg(qs(document()->scenario().existingCommitments[std::size_t(row)].id)),
        [&](Scenario &s) { HeldCommitmentEditing::remove(s, std::size_t(row)); });
}

} // namespace acceldecide::ui
