#pragma once

#include "core/model/Scenario.h"
#include "core/search/MarketOffer.h"
#include "core/search/SearchRequest.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QListWidget;
class QSpinBox;

namespace acceldecide::ui {

// The market search's filters, built from the offers actually loaded: one checkable list
// each of the providers, regions, stacks and purchase models they hold (all ticked: no
// filter), the newest price only or every observation, a minimum memory per accelerator,
// the objective the workload has a figure for, and how many rows to show. Says changed()
// at every change, so the dialog searches again at once.
class SearchFilterPanel : public QWidget
{
    Q_OBJECT

public:
    SearchFilterPanel(const std::vector<search::MarketOffer> &offers, WorkloadKind kind,
                      QWidget *parent = nullptr);

    // What the filters ask for. A list with every entry ticked asks for everything.
    search::SearchRequest request() const;
    // The name of a list with nothing ticked (nothing can match), else empty.
    QString emptyChoice() const;

    QComboBox *objectiveBox() const { return m_objective; }
    QSpinBox *limitBox() const { return m_limit; }
    QDoubleSpinBox *memoryBox() const { return m_memory; }
    QCheckBox *everyObservationBox() const { return m_everyObservation; }
    QListWidget *providerList() const { return m_providers; }
    QListWidget *regionList() const { return m_regions; }
    QListWidget *stackList() const { return m_stacks; }
    QListWidget *purchaseList() const { return m_purchases; }

Q_SIGNALS:
    void changed();

private:
    QListWidget *checkList(const QString &accessibleName);
    void fillLists(const std::vector<search::MarketOffer> &offers);
    void fillObjectives(WorkloadKind kind);

    QComboBox *m_objective;
    QSpinBox *m_limit;
    QDoubleSpinBox *m_memory;
    QCheckBox *m_everyObservation;
    QListWidget *m_providers;
    QListWidget *m_regions;
    QListWidget *m_stacks;
    QListWidget *m_purchases;
};

} // namespace acceldecide::ui
