#pragma once

#include "core/model/Scenario.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <map>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace acceldecide::ui {

class RangeSpinBox;
class ScenarioDocument;

// The scenario-level inputs: name, horizon, the workload (kind and the fields that kind
// uses), the team that does the porting, and the baseline option. Each control writes
// through ScenarioDocument::apply() the moment it changes, so charts follow as you type;
// consecutive changes to one field are a single undo step.
class ScenarioPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    // The spin box for a scenario field path ("workload.runs", "team.engineers",
    // "horizon_months"), for tests and keyboard focus; nullptr if unknown.
    QDoubleSpinBox *fieldEditor(const QString &path) const;
    QComboBox *kindCombo() const { return m_kind; }
    QComboBox *baselineCombo() const { return m_baseline; }
    QLineEdit *nameEdit() const { return m_name; }
    // The message shown under a field whose value was refused ("Runs must be more than
    // 0.000001."); empty when the field holds an accepted value.
    QString refusal(const QString &path) const;
    // Greys Model size, saying why, when no option of the evaluated scenario (catalog
    // numbers filled in) uses it; otherwise its tooltip names the options that do.
    void showModelSizeUse(const Scenario &resolved);

private:
    using Setter = std::function<void(Scenario &, std::optional<double>)>;
    using Getter = std::function<std::optional<double>(const Scenario &)>;

    QDoubleSpinBox *addField(QFormLayout *form, const QString &label, const char *path,
                             int decimals, Getter get, Setter set, bool optional = false);
    void syncFromDocument();
    void showRefusal(const QString &path, const QString &message);
    static QString explanation(const QString &path);
    void updateRowVisibility();

    ScenarioDocument *m_document;
    QLineEdit *m_name;
    QComboBox *m_kind;
    QComboBox *m_baseline;
    QFormLayout *m_workloadForm = nullptr;
    struct Field
    {
        RangeSpinBox *editor;
        QWidget *row;
        QLabel *message;
        Getter get;
        bool optional;
    };
    std::map<QString, Field> m_fields;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
