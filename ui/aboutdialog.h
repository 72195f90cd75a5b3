#pragma once

#include <QDialog>

class QLabel;

namespace sw::ui {

// Help ▸ About: version, what the app is, and the credits the SRD's licence asks for.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);
    QString creditsText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title = nullptr;
    QLabel *m_body = nullptr;
};

} // namespace sw::ui
