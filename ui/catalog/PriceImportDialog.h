#pragma once

#include "ui/catalog/PriceImportRequest.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace acceldecide::ui {

// Catalog → Import Prices: picks the format (the CLI's four), the file or folder, an
// optional region and, for a SkyPilot catalog, its cloud (as --cloud: from the path, in
// the catalog's layout .../gcp/vms.csv, or chosen). Import stays disabled until the path
// names an existing file (a folder for catalog CSV) and a SkyPilot catalog's cloud is
// known and not contradicted by its path, and the line under the fields says why;
// whether the file really is of the format is the importer's to decide, before it writes
// anything.
class PriceImportDialog : public QDialog
{
    Q_OBJECT

public:
    // `catalogPath` is only shown, so the user sees where the prices will go.
    explicit PriceImportDialog(const QString &catalogPath, QWidget *parent = nullptr);

    PriceImportRequest request() const;
    void setRequest(const PriceImportRequest &request);
    // Why Import is disabled; empty when the request can start.
    QString problem() const;

    QComboBox *formatBox() const { return m_format; }
    QLineEdit *pathEdit() const { return m_path; }
    QLineEdit *regionEdit() const { return m_region; }
    // The first item takes the cloud from the path; the others are the catalog's clouds.
    QComboBox *cloudBox() const { return m_cloud; }
    QPushButton *importButton() const;

private:
    PriceImportRequest::Format format() const;
    QString cloudProblem() const;
    void browse();
    void updateState();

    QComboBox *m_format;
    QLabel *m_hint;
    QLineEdit *m_path;
    QPushButton *m_browse;
    QLineEdit *m_region;
    QComboBox *m_cloud;
    QFormLayout *m_form;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace acceldecide::ui
