#include "ui/render/labels/EnumLabels.h"

#include <QCoreApplication>

namespace acceldecide::ui::EnumLabels {

QString purchaseModel(PurchaseModel model)
{
    return QCoreApplication::translate("PurchaseModel", purchaseModelLabel(model));
}

} // namespace acceldecide::ui::EnumLabels
