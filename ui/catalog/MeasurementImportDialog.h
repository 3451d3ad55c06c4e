#pragma once

#include "core/performance/MeasurementFile.h"
#include "database/import/MeasurementImporter.h"

#include <QDialog>
#include <QList>
#include <QString>
#include <QStringList>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace acceldecide::ui {

// What Catalog → Import Benchmark Results asks for: the file, its format and the setup
// the file does not state (MeasuredSetup), as `catalog import --format vllm-bench|...`
// takes them.
struct MeasurementImportRequest
{
    db::MeasurementFormat format = db::MeasurementFormat::VllmBench;
    QString path;
    performance::MeasuredSetup setup;
};

// Catalog → Import Benchmark Results: the file and its format, and for a tool's file the
// setup (accelerator from the performance catalog, engine, model from the catalog's models,
// data type, tensor and pipeline parallel, instance type, the date it was measured, which
// follows the file's modification date, and where the file is kept, which follows its path,
// until typed). Import stays disabled until the fields can make a request, and the line
// under them says why, naming the field. The dialog stays open after an import and shows
// what it did, or every problem the importer found, each naming its field and value.
class MeasurementImportDialog : public QDialog
{
    Q_OBJECT

public:
    // `models`: the catalog's model ids, offered for the model.
    MeasurementImportDialog(const QString &catalogPath, const QStringList &models,
                            QWidget *parent = nullptr);

    MeasurementImportRequest request() const;
    // Why Import is disabled, naming the field; empty when the request can be imported.
    QString problem() const;
    // The outcome of the last import, shown under the fields (`problem`: in the error colour).
    void showOutcome(const QString &text, bool problem);
    QString outcome() const;

    QComboBox *formatBox() const { return m_format; }
    QLineEdit *pathEdit() const { return m_path; }
    QComboBox *acceleratorBox() const { return m_accelerator; }
    QComboBox *engineBox() const { return m_engine; }
    QComboBox *modelBox() const { return m_model; }
    QComboBox *dataTypeBox() const { return m_dataType; }
    QSpinBox *tensorParallelBox() const { return m_tensorParallel; }
    QSpinBox *pipelineParallelBox() const { return m_pipelineParallel; }
    QDateEdit *dateEdit() const { return m_date; }
    QLineEdit *sourceEdit() const { return m_source; }
    QPushButton *importButton() const;

Q_SIGNALS:
    void importRequested(const acceldecide::ui::MeasurementImportRequest &request);

private:
    db::MeasurementFormat format() const;
    // The setup's rows under the file's, in `form`; each row's widgets join m_setupRows.
    void addSetupRows(QFormLayout *form);
    void browse();
    void fileChanged();
    void updateState();

    QComboBox *m_format;
    QLabel *m_hint;
    QLineEdit *m_path;
    QPushButton *m_browse;
    QComboBox *m_accelerator;
    QComboBox *m_engine;
    QLineEdit *m_engineVersion;
    QComboBox *m_model;
    QComboBox *m_dataType;
    QSpinBox *m_tensorParallel;
    QSpinBox *m_pipelineParallel;
    QLineEdit *m_instanceType;
    QDateEdit *m_date;
    QLineEdit *m_source;
    QList<QWidget *> m_setupRows; // off for a CSV, which states its setup row by row
    QLabel *m_problem;
    QPlainTextEdit *m_outcome;
    QDialogButtonBox *m_buttons;
    // The date and source follow the file until the user types their own.
    bool m_dateTyped = false;
    bool m_sourceTyped = false;
    bool m_filling = false;
};

} // namespace acceldecide::ui
