#include "ui/commitment/HeldCommitmentsModel.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Qs.h"

#include "core/editing/HeldCommitmentEditing.h"
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
    case HeldCommitmentsModel::TermColumn:
        return "term_years";
    case HeldCommitmentsModel::PaymentColumn:
        return "payment";
    case HeldCommitmentsModel::ExchangeColumn:
        return "exchange";
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

bool convertible(const ExistingCommitment &held)
{
    return held.kind == CommitmentKind::Reserved &&
           held.offeringClass == OfferingClass::Convertible;
}

} // namespace

HeldCommitmentsModel::HeldCommitmentsModel(ScenarioDocument *document, QObject *parent)
    : TypedEntriesModel(document,
                        {tr("Id"), tr("Type"), tr("Plan / class"), tr("$ per hour"),
                         tr("Instances"), tr("Instance type"), tr("Discount"), tr("Months left"),
                         tr("Term"), tr("Payment"), tr("Exchange")},
                        &Scenario::existingCommitments, parent)
{
    Q_ASSERT(columnCount() == ColumnCount);
}

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

QString HeldCommitmentsModel::termName(std::optional<int> termYears)
{
    if (!termYears)
        return tr("not stated");
    return *termYears == 1 ? tr("1 year") : tr("%1 years").arg(*termYears);
}

QString HeldCommitmentsModel::paymentName(std::optional<PaymentOption> payment)
{
    if (!payment)
        return tr("not stated");
    switch (*payment) {
    case PaymentOption::NoUpfront:
        return tr("No upfront");
    case PaymentOption::PartialUpfront:
        return tr("Partial upfront");
    case PaymentOption::AllUpfront:
        return tr("All upfront");
    }
    return {};
}

QString HeldCommitmentsModel::exchangeName(std::optional<bool> exchange)
{
    if (!exchange)
        return tr("where offered");
    return *exchange ? tr("yes") : tr("no");
}

// The choices of the term, payment and exchange cells, each with "not stated" first.
QVariant HeldCommitmentsModel::choices(const ExistingCommitment &held, int column, int role) const
{
    QStringList labels;
    QVariantList values;
    if (column == TermColumn) {
        for (const int years : {0, 1, 3}) {
            labels << termName(years ? std::optional<int>(years) : std::nullopt);
            values << years;
        }
    } else if (column == PaymentColumn) {
        labels << paymentName(std::nullopt);
        values << -1;
        for (const PaymentOption payment :
             {PaymentOption::NoUpfront, PaymentOption::PartialUpfront, PaymentOption::AllUpfront}) {
            labels << paymentName(payment);
            values << int(payment);
        }
    } else if (column == ExchangeColumn) {
        labels << exchangeName(std::nullopt) << exchangeName(true) << exchangeName(false);
        values << -1 << 1 << 0;
    }
    (void)held;
    return role == ChoiceLabelsRole ? QVariant(labels) : QVariant(values);
}

QString HeldCommitmentsModel::field(int row, int column) const
{
    const CommitmentKind kind =
        row < int(entries().size()) ? entry(row).kind : CommitmentKind::SavingsPlan;
    return qs(HeldCommitmentEditing::fieldPath(std::size_t(row), key(column, kind)));
}

QVariant HeldCommitmentsModel::cellData(int row, int column, int role) const
{
    const ExistingCommitment &held = entry(row);
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
        } else {
            return choices(held, column, role);
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
        if (column == TermColumn || column == PaymentColumn)
            return tr("With a Compute plan's term and payment option, the plan covers each "
                      "option at that family's own Compute Savings Plan rate from the catalog");
        if (column == ExchangeColumn)
            return tr("Whether the team exchanges this convertible reservation for one of each "
                      "option's family (AWS allows one of equal or greater value); unset: yes "
                      "where the catalog has a convertible offer for that family");
        return field(row, column);
    case Qt::TextAlignmentRole:
        return alignment(isNumeric(column));
    default:
        return {};
    }
}

QVariant HeldCommitmentsModel::cellValue(const ExistingCommitment &held, int column,
                                         bool edit) const
{
    const bool savingsPlan = held.kind == CommitmentKind::SavingsPlan;
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
    case TermColumn:
        if (!savingsPlan)
            return edit ? QVariant() : QVariant(QStringLiteral("\u2014"));
        return edit ? QVariant(held.termYears.value_or(0)) : QVariant(termName(held.termYears));
    case PaymentColumn:
        if (!savingsPlan)
            return edit ? QVariant() : QVariant(QStringLiteral("\u2014"));
        return edit ? QVariant(held.payment ? int(*held.payment) : -1)
                    : QVariant(paymentName(held.payment));
    case ExchangeColumn:
        if (!convertible(held))
            return edit ? QVariant() : QVariant(QStringLiteral("\u2014"));
        return edit ? QVariant(held.exchange ? int(*held.exchange) : -1)
                    : QVariant(exchangeName(held.exchange));
    default:
        return {};
    }
}

Qt::ItemFlags HeldCommitmentsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = TypedEntriesModel::flags(index);
    if (!flags.testFlag(Qt::ItemIsEditable))
        return flags;
    const ExistingCommitment &held = entry(index.row());
    const bool savingsPlan = held.kind == CommitmentKind::SavingsPlan;
    // A savings plan commits $/hour, not instances; only it has a term and payment that
    // choose a catalog rate; only a convertible reservation is exchanged.
    const int column = index.column();
    if ((column == InstancesColumn && savingsPlan) ||
        ((column == TermColumn || column == PaymentColumn) && !savingsPlan) ||
        (column == ExchangeColumn && !convertible(held)))
        flags &= ~Qt::ItemIsEditable;
    return flags;
}

bool HeldCommitmentsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount() ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    const int row = index.row();
    const QString id = qs(entry(row).id);
    // apply() edits a copy: the document's scenario is the one before the edit, which
    // core's type and plan changes read (an option's instance type, say).
    const Scenario &before = document()->scenario();
    switch (index.column()) {
    case IdColumn:
        return edit(row, {}, tr("Rename held commitment %1").arg(id), [&](ExistingCommitment &h) {
            h.id = value.toString().trimmed().toStdString();
        });
    case TypeColumn:
        return edit(row, {}, tr("Type of held commitment %1").arg(id), [&](ExistingCommitment &h) {
            HeldCommitmentEditing::setKind(h, CommitmentKind(value.toInt()), before);
        });
    case CoverageColumn:
        return edit(
            row, {}, tr("Coverage of held commitment %1").arg(id), [&](ExistingCommitment &h) {
                if (h.kind == CommitmentKind::SavingsPlan)
                    HeldCommitmentEditing::setPlan(h, SavingsPlanType(value.toInt()), before);
                else
                    h.offeringClass = OfferingClass(value.toInt());
            });
    case TermColumn:
    case PaymentColumn:
    case ExchangeColumn:
        return setChoiceCell(index, value);
    case InstanceTypeColumn:
        return edit(row, {}, tr("Instance type of held commitment %1").arg(id),
                    [&](ExistingCommitment &h) {
                        h.instanceType = value.toString().trimmed().toStdString();
                    });
    default:
        return setNumberCell(index, value);
    }
}

bool HeldCommitmentsModel::setNumberCell(const QModelIndex &index, const QVariant &value)
{
    const int column = index.column();
    const QString description =
        tr("%1 of held commitment %2")
            .arg(headerData(column, Qt::Horizontal).toString(), qs(entry(index.row()).id));
    // A reservation's $/hour may be left to the option that prices its type.
    const Blank blank = column == UsdPerHourColumn ? Blank::Unset : Blank::Refused;
    return setNumber(
        index, value, field(index.row(), column), description,
        [column](ExistingCommitment &h, std::optional<double> number) {
            switch (column) {
            case UsdPerHourColumn:
                h.usdPerHour = number;
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
        },
        blank);
}

bool HeldCommitmentsModel::setChoiceCell(const QModelIndex &index, const QVariant &value)
{
    bool ok = false;
    const int choice = value.toInt(&ok);
    const QVariantList allowed =
        choices(entry(index.row()), index.column(), ChoiceValuesRole).toList();
    if (!ok || !allowed.contains(choice))
        return false;
    const int column = index.column();
    const QString description =
        tr("%1 of held commitment %2")
            .arg(headerData(column, Qt::Horizontal).toString(), qs(entry(index.row()).id));
    return edit(index.row(), {}, description, [&](ExistingCommitment &h) {
        if (column == TermColumn)
            h.termYears = choice ? std::optional<int>(choice) : std::nullopt;
        else if (column == PaymentColumn)
            h.payment =
                choice >= 0 ? std::optional<PaymentOption>(PaymentOption(choice)) : std::nullopt;
        else
            h.exchange = choice >= 0 ? std::optional<bool>(choice == 1) : std::nullopt;
    });
}

Expected<void, QString> HeldCommitmentsModel::addCommitment()
{
    return addEntry(tr("Add a held commitment"), [](Scenario &s) {
        return HeldCommitmentEditing::add(s, HeldCommitmentEditing::suggested(s));
    });
}

Expected<void, QString> HeldCommitmentsModel::removeCommitment(int row)
{
    return removeEntry(
        row, tr("No held commitment selected."),
        [](const ExistingCommitment &h) { return tr("Remove held commitment %1").arg(qs(h.id)); },
        &HeldCommitmentEditing::remove);
}

} // namespace acceldecide::ui
