<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutDialog</name>
    <message>
        <source>no date</source>
        <translation>без даты</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>A span of months, e.g. &quot;2022-10 to 2025-08&quot;.</extracomment>
        <translation>с %1 по %2</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Даты</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>с %1</translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation>О программе GPU Advisor</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>&lt;h2&gt;GPU Advisor %1&lt;/h2&gt;&lt;p&gt;Helps you decide which GPUs to buy for deep learning and what machine to put them in.&lt;/p&gt;&lt;p&gt;Four ways to use it: the &lt;b&gt;wizard&lt;/b&gt; walks the recommendation flowchart of Tim Dettmers&apos; post &quot;Which GPU(s) to Get for Deep Learning&quot; one question at a time; the &lt;b&gt;GPUs&lt;/b&gt; tab ranks every card in the database by performance and performance per dollar under costs you can change; the &lt;b&gt;build planner&lt;/b&gt; sizes the machine around the cards and exports the parts list; the &lt;b&gt;language models&lt;/b&gt; tab finds what runs a model at the speed and budget you name.&lt;/p&gt;&lt;p&gt;The chart fits about 80% of cases; for the rest, pick the most cost-effective GPU that has enough memory for your work.&lt;/p&gt;&lt;p&gt;Every specification and price shows its source and date. Prices are US dollars as observed on the date shown; check current prices before you buy.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GPU Advisor %1&lt;/h2&gt;&lt;p&gt;Помогает решить, какие GPU покупать для глубокого обучения и в какую машину их поставить.&lt;/p&gt;&lt;p&gt;Четыре способа работы: &lt;b&gt;мастер&lt;/b&gt; по одному вопросу проходит схему рекомендаций из статьи Tim Dettmers «Which GPU(s) to Get for Deep Learning»; вкладка &lt;b&gt;GPU&lt;/b&gt; ранжирует все карты из базы данных по производительности и производительности на доллар с учётом затрат, которые можно менять; &lt;b&gt;планировщик сборки&lt;/b&gt; подбирает машину под карты и экспортирует список комплектующих; вкладка &lt;b&gt;языковых моделей&lt;/b&gt; находит, на чём модель пойдёт с нужной скоростью в пределах бюджета.&lt;/p&gt;&lt;p&gt;Схема подходит примерно для 80% случаев; в остальных выбирайте самый выгодный GPU, у которого достаточно памяти для вашей работы.&lt;/p&gt;&lt;p&gt;У каждой характеристики и цены указаны источник и дата. Цены указаны в долларах США на показанную дату; перед покупкой проверьте актуальные цены.&lt;/p&gt;&lt;p&gt;Собрано с Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Data sources</source>
        <translation>&amp;Источники данных</translation>
    </message>
    <message>
        <source>Data sources and their dates</source>
        <translation>Источники данных и их даты</translation>
    </message>
    <message>
        <source>&amp;Methodology</source>
        <translation>&amp;Методика</translation>
    </message>
    <message>
        <source>How the numbers are computed</source>
        <translation>Как рассчитываются показатели</translation>
    </message>
    <message>
        <source>&amp;Licences</source>
        <translation>&amp;Лицензии</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Лицензии</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor&lt;/h3&gt;&lt;p&gt;GPU Advisor is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The full text follows below.&lt;/p&gt;&lt;h3&gt;Qt&lt;/h3&gt;&lt;p&gt;Qt %1 is used under the GNU Lesser General Public License version 3 (Qt Charts, Qt Linguist tools: GNU General Public License version 3). See qt.io/licensing.&lt;/p&gt;&lt;h3&gt;Data&lt;/h3&gt;&lt;p&gt;GPU specifications are facts taken from vendor whitepapers and datasheets and cross-checked against the TechPowerUp GPU Database and Epoch AI&apos;s hardware data; prices are dated observations from Amazon price histories (Keepa, via the United-Compute gpu-price-tracker dataset) and from Tom&apos;s Hardware&apos;s monthly eBay and retail price reports. Each row keeps its source, shown next to the number; the datasets&apos; own terms apply to them.&lt;/p&gt;&lt;h3&gt;Flowchart&lt;/h3&gt;&lt;p&gt;The questions follow the decision structure of Tim Dettmers&apos; post (edition of 2023-01-30); the explanations are GPU Advisor&apos;s own words.&lt;/p&gt;&lt;h3&gt;Chart colours&lt;/h3&gt;&lt;p&gt;Masataka Okabe and Kei Ito, &quot;Color Universal Design&quot; palette.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Advisor&lt;/h3&gt;&lt;p&gt;GPU Advisor — свободная программа: вы можете распространять и/или изменять её на условиях GNU General Public License в том виде, в каком она опубликована Free Software Foundation, — версии 3 либо (по вашему выбору) любой более поздней версии. Программа распространяется в надежде, что она будет полезной, но БЕЗ КАКИХ-ЛИБО ГАРАНТИЙ; даже без подразумеваемой гарантии ТОВАРНОЙ ПРИГОДНОСТИ или ПРИГОДНОСТИ ДЛЯ ОПРЕДЕЛЁННОЙ ЦЕЛИ. Полный текст лицензии приведён ниже.&lt;/p&gt;&lt;h3&gt;Qt&lt;/h3&gt;&lt;p&gt;Qt %1 используется на условиях GNU Lesser General Public License версии 3 (Qt Charts, инструменты Qt Linguist — GNU General Public License версии 3). Подробнее: qt.io/licensing.&lt;/p&gt;&lt;h3&gt;Данные&lt;/h3&gt;&lt;p&gt;Характеристики GPU — это факты из технических документов и спецификаций производителей, сверенные с TechPowerUp GPU Database и данными об оборудовании Epoch AI; цены — датированные наблюдения из истории цен Amazon (Keepa, через набор данных United-Compute gpu-price-tracker) и из ежемесячных обзоров цен eBay и розничных магазинов от Tom&apos;s Hardware. В каждой строке сохранён её источник, он показан рядом с числом; на данные распространяются условия соответствующих наборов данных.&lt;/p&gt;&lt;h3&gt;Схема рекомендаций&lt;/h3&gt;&lt;p&gt;Вопросы следуют структуре принятия решений из статьи Tim Dettmers (редакция от 2023-01-30); пояснения написаны для GPU Advisor своими словами.&lt;/p&gt;&lt;h3&gt;Цвета графиков&lt;/h3&gt;&lt;p&gt;Палитра «Color Universal Design» (Masataka Okabe и Kei Ito).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recommendation flowchart</source>
        <translation>Схема рекомендаций</translation>
    </message>
    <message>
        <source>edition of %1</source>
        <translation>редакция от %1</translation>
    </message>
    <message>
        <source>GPU specifications</source>
        <translation>Характеристики GPU</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 of them edited by you. The headline numbers of each come from the document below; the dates are when each row was recorded.</source>
        <translation>GPU: %1, из них изменено вами: %2. Основные показатели каждого взяты из документа ниже; даты — когда была записана каждая строка.</translation>
    </message>
    <message>
        <source>%1 GPUs. The headline numbers of each come from the document below; the dates are when each row was recorded.</source>
        <translation>GPU: %1. Основные показатели каждого взяты из документа ниже; даты — когда была записана каждая строка.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Cross-checked against these datasets:</source>
        <translation>Сверено с этими наборами данных:</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Цены</translation>
    </message>
    <message>
        <source>The newest price in the database is from %1.</source>
        <translation>Самая новая цена в базе данных — от %1.</translation>
    </message>
    <message>
        <source>The database holds no prices.</source>
        <translation>В базе данных нет цен.</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>Тесты производительности</translation>
    </message>
    <message>
        <source>The performance model is checked against published measurements (Lambda Labs, llama.cpp, Hardware Corner, Hugging Face diffusers); the Methodology tab lists them with their dates.</source>
        <translation>Модель производительности сверяется с опубликованными измерениями (Lambda Labs, llama.cpp, Hardware Corner, Hugging Face diffusers); на вкладке «Методика» они перечислены с датами.</translation>
    </message>
    <message>
        <source>The database could not be read in full, so the figures below are incomplete: %1</source>
        <extracomment>%1 is the database&apos;s error message.</extracomment>
        <translation>Базу данных не удалось прочитать полностью, поэтому цифры ниже неполны: %1</translation>
    </message>
    <message>
        <source>*The methodology is written in English.*</source>
        <translation>*Методика изложена на английском языке.*</translation>
    </message>
</context>
<context>
    <name>AddPriceDialog</name>
    <message>
        <source>Add a price for %1</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>Добавить цену для %1</translation>
    </message>
    <message>
        <source>A price you found for the %1. It is kept as your entry, with its date and where you saw it, and counts like any other price of its day: the newest prices are the ones the app compares.</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>Цена, которую вы нашли для %1. Она хранится как ваша запись, с датой и местом, где вы её увидели, и учитывается как любая другая цена того же дня: сравниваются самые новые цены.</translation>
    </message>
    <message>
        <source>&amp;Seen on:</source>
        <translation>&amp;Когда:</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Состояние:</translation>
    </message>
    <message>
        <source>Price in US dollars</source>
        <translation>Цена в долларах США</translation>
    </message>
    <message>
        <source>&amp;Price (US dollars):</source>
        <translation>&amp;Цена (доллары США):</translation>
    </message>
    <message>
        <source>the shop, the listing or a link</source>
        <translation>магазин, объявление или ссылка</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Где:</translation>
    </message>
    <message>
        <source>optional: the model of the card, a bundle, shipping...</source>
        <translation>необязательно: модель карты, комплект, доставка...</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Примечание:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
</context>
<context>
    <name>AssumptionsText</name>
    <message>
        <source>as of %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <source>latest on record</source>
        <translation>последние известные</translation>
    </message>
    <message>
        <source>latest on record (up to %1)</source>
        <translation>последние известные (до %1)</translation>
    </message>
    <message>
        <source>relative to the %1 (= 1.00)</source>
        <translation>относительно %1 (= 1.00)</translation>
    </message>
    <message>
        <source>Prices: %1, %2.</source>
        <translation>Цены: %1, %2.</translation>
    </message>
    <message>
        <source>Cost of ownership: GPU + %1.</source>
        <translation>Стоимость владения: GPU + %1.</translation>
    </message>
    <message>
        <source>Performance: model estimate, %1.</source>
        <translation>Производительность: оценка по модели, %1.</translation>
    </message>
    <message>
        <source>Metric: %1.</source>
        <translation>Метрика: %1.</translation>
    </message>
    <message>
        <source>Amounts are US dollars shown with the symbol %1, not converted.</source>
        <translation>Суммы — это доллары США, показанные с символом %1, без пересчёта.</translation>
    </message>
    <message>
        <source>%1 years, %2/kWh, %3% utilisation, the rest of the desktop: %4</source>
        <extracomment>%4 is &quot;your $1,200&quot;, &quot;the 2023 post&apos;s $700&quot; or &quot;from the build planner&apos;s parts for each GPU&apos;s machine&quot;</extracomment>
        <translation>%1 г., %2/кВт·ч, загрузка %3%, остальной компьютер: %4</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <extracomment>Why a file cannot be written; completes &quot;cannot write PATH: ...&quot;.</extracomment>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>папка %1 не существует</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 — не папка</translation>
    </message>
    <message>
        <source>no permission to write in the folder %1</source>
        <translation>нет прав на запись в папку %1</translation>
    </message>
    <message>
        <source>no permission to replace the file</source>
        <translation>нет прав на замену файла</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <extracomment>%1 is a file path, %2 the reason, e.g. &quot;the folder /tmp/x does not exist&quot;.</extracomment>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>the data could not be written (is the disk full?)</source>
        <translation>не удалось записать данные (диск заполнен?)</translation>
    </message>
    <message>
        <source>it is the database in use (%1); writing there would destroy it, so choose another file</source>
        <extracomment>Why a file cannot be written; %1 is the database file.</extracomment>
        <translation>это используемая база данных (%1); запись туда уничтожила бы её, поэтому выберите другой файл</translation>
    </message>
    <message>
        <source>it belongs to the database in use (%1), which keeps its journal there; choose another file</source>
        <extracomment>Why a file cannot be written; %1 is the database file.</extracomment>
        <translation>он принадлежит используемой базе данных (%1), которая хранит там свой журнал; выберите другой файл</translation>
    </message>
    <message>
        <source>it is a symbolic link to %1, and GPU Advisor does not write through links; name the file itself or a new file</source>
        <extracomment>Why a file cannot be written; %1 is where the symbolic link points.</extracomment>
        <translation>это символическая ссылка на %1, а GPU Advisor не пишет через ссылки; укажите сам файл или новый файл</translation>
    </message>
    <message>
        <source>it is a device, a pipe or a socket, not a regular file</source>
        <translation>это устройство, канал или сокет, а не обычный файл</translation>
    </message>
</context>
<context>
    <name>BenchmarkImporter</name>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 a line number, %2 the database&apos;s message</extracomment>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>the name of a GPU in the database</source>
        <extracomment>Completes &quot;expected ...&quot; about a GPU a measured figure names</extracomment>
        <translation>название GPU из базы данных</translation>
    </message>
</context>
<context>
    <name>BoundedGet</name>
    <message>
        <source>%1 redirects to %2, another scheme; refused</source>
        <extracomment>%1 what is read, %2 the link it redirects to</extracomment>
        <translation>%1 перенаправляет на %2, другую схему; отклонено</translation>
    </message>
    <message>
        <source>%1 redirects from https to an insecure http address (%2); refused</source>
        <extracomment>%1 what is read, %2 the link it redirects to</extracomment>
        <translation>%1 перенаправляет с https на небезопасный http-адрес (%2); отклонено</translation>
    </message>
    <message>
        <source>%1 redirects more than %2 times; refused</source>
        <extracomment>%1 what is read, %2 a number</extracomment>
        <translation>%1: более %2 перенаправлений; отклонено</translation>
    </message>
    <message>
        <source>%1: the server ignores range requests and would send the whole file; only its header is read, so it is refused</source>
        <extracomment>%1 a file behind a link</extracomment>
        <translation>%1: сервер не поддерживает запросы диапазонов и прислал бы весь файл; читается только заголовок, поэтому отклонено</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2</source>
        <extracomment>%1 a file behind a link, %2 an HTTP status code</extracomment>
        <translation>%1: сервер ответил HTTP %2</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 MB it may have; refused</source>
        <extracomment>%1 a file behind a link, %2 a size in MB</extracomment>
        <translation>%1: размер превышает допустимые %2 MB; отклонено</translation>
    </message>
    <message>
        <source>%1: the server did not send the range asked for</source>
        <translation>%1: сервер не прислал запрошенный диапазон</translation>
    </message>
    <message>
        <source>%1: the server sent more than the range asked for</source>
        <translation>%1: сервер прислал больше запрошенного диапазона</translation>
    </message>
    <message>
        <source>%1: the server sent nothing for %2 seconds</source>
        <extracomment>%1 what is read, %2 a number of seconds</extracomment>
        <translation>%1: сервер ничего не присылал в течение %2 с</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 what is read, %2 the network&apos;s reason (English)</extracomment>
        <translation>%1 не читается: %2</translation>
    </message>
</context>
<context>
    <name>BreakEven</name>
    <message>
        <source>desktop-cost must be from 0 to 10,000,000 USD (got %1)</source>
        <extracomment>&quot;desktop-cost&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение desktop-cost должно быть от 0 до 10&#xa0;000&#xa0;000 USD (получено: %1)</translation>
    </message>
    <message>
        <source>gpu-watts must be from 0 to 100,000 W (got %1)</source>
        <extracomment>&quot;gpu-watts&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение gpu-watts должно быть от 0 до 100&#xa0;000 Вт (получено: %1)</translation>
    </message>
    <message>
        <source>system-watts must be from 0 to 100,000 W (got %1)</source>
        <extracomment>&quot;system-watts&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение system-watts должно быть от 0 до 100&#xa0;000 Вт (получено: %1)</translation>
    </message>
    <message>
        <source>kwh-price must be from 0 to 10 USD (got %1)</source>
        <extracomment>&quot;kwh-price&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение kwh-price должно быть от 0 до 10 USD (получено: %1)</translation>
    </message>
    <message>
        <source>cloud-hourly must be from 0 to 10,000 USD (got %1)</source>
        <extracomment>&quot;cloud-hourly&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение cloud-hourly должно быть от 0 до 10&#xa0;000 USD (получено: %1)</translation>
    </message>
    <message>
        <source>utilization must be more than 0 and at most 1 (got %1)</source>
        <extracomment>&quot;utilization&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение utilization должно быть больше 0 и не больше 1 (получено: %1)</translation>
    </message>
    <message>
        <source>the expected resale must be from 0 to the desktop&apos;s price %1 (got %2)</source>
        <extracomment>%1 is the desktop&apos;s price, %2 the expected resale given</extracomment>
        <translation>ожидаемая цена перепродажи должна быть от 0 до цены настольного ПК %1 (получено %2)</translation>
    </message>
</context>
<context>
    <name>BreakEvenChart</name>
    <message>
        <source>Cloud GPU rate per hour</source>
        <translation>Почасовая ставка облачного GPU</translation>
    </message>
    <message>
        <source>What a comparable cloud GPU costs per hour (the post&apos;s example: 2.14 an hour)</source>
        <translation>Сколько стоит час сопоставимого облачного GPU (пример из статьи: 2,14 в час)</translation>
    </message>
    <message>
        <source> W</source>
        <translation> Вт</translation>
    </message>
    <message>
        <source>Power of the rest of the system in watts</source>
        <translation>Мощность остальной системы в ваттах</translation>
    </message>
    <message>
        <source>What the rest of the desktop draws while the GPU works: CPU, board, drives (the post&apos;s example: 100 W)</source>
        <translation>Сколько потребляет остальной компьютер, пока работает GPU: CPU, материнская плата, накопители (пример из статьи: 100 Вт)</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Точка окупаемости</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Покупка</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>Аренда</translation>
    </message>
    <message>
        <source>%1: %2 after %3 days</source>
        <translation>%1: %2 через %3 дн.</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/ч</translation>
    </message>
    <message>
        <source>Cloud vs desktop</source>
        <translation>Облако или свой ПК</translation>
    </message>
    <message>
        <source>Select a GPU in the table to compare buying it with renting a cloud GPU.</source>
        <translation>Выберите GPU в таблице, чтобы сравнить его покупку с арендой облачного GPU.</translation>
    </message>
    <message>
        <source>Cloud vs desktop: %1</source>
        <translation>Облако или свой ПК: %1</translation>
    </message>
    <message>
        <source>The %1 has no price for this month, so the cost of buying it is unknown.</source>
        <translation>Для %1 нет цены на этот месяц, поэтому стоимость покупки неизвестна.</translation>
    </message>
    <message>
        <source>Break-even after %1 days (%2 years): %3</source>
        <translation>Точка окупаемости через %1 дн. (%2 г.): %3</translation>
    </message>
    <message>
        <source>Break-even after %1 days</source>
        <translation>Точка окупаемости через %1 дн.</translation>
    </message>
    <message>
        <source>No break-even: the cloud costs no more per day than the electricity</source>
        <translation>Точки окупаемости нет: облако стоит в день не больше, чем электроэнергия</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Накопленные затраты (%1)</translation>
    </message>
    <message>
        <source>Buy a desktop with it</source>
        <translation>Купить ПК с ним</translation>
    </message>
    <message>
        <source>Rent a cloud GPU at %1/h</source>
        <translation>Арендовать облачный GPU за %1/ч</translation>
    </message>
    <message>
        <source>Days of ownership (GPU busy %1%: %2 h a day)</source>
        <translation>Дни владения (GPU занят %1%: %2 ч в день)</translation>
    </message>
    <message>
        <source>Cl&amp;oud:</source>
        <translation>&amp;Облако:</translation>
    </message>
    <message>
        <source>Syste&amp;m:</source>
        <translation>Систем&amp;а:</translation>
    </message>
    <message>
        <source>Which cloud rate to compare with</source>
        <translation>С каким облачным тарифом сравнивать</translation>
    </message>
    <message>
        <source>median %1/h of %2 providers (%3 to %4)</source>
        <extracomment>%1 is an hourly rate such as &quot;$0.55&quot;, %2 a number of cloud providers, %3 and %4 dates.</extracomment>
        <translation>медиана %1/ч по %2 поставщикам (с %3 по %4)</translation>
    </message>
    <message>
        <source>cheapest %1/h at %2 (%3)</source>
        <extracomment>%1 is an hourly rate such as &quot;$0.40&quot;, %2 a cloud provider (Vast.ai), %3 a date.</extracomment>
        <translation>дешевле всего %1/ч у %2 (%3)</translation>
    </message>
    <message>
        <source>Cheapest on demand (%1, %2)</source>
        <extracomment>A choice of cloud rate: %1 a cloud provider (Vast.ai), %2 the date of its offer.</extracomment>
        <translation>Самый дешёвый по запросу (%1, %2)</translation>
    </message>
    <message>
        <source>Median on demand (%1 providers)</source>
        <extracomment>A choice of cloud rate: %1 a number of cloud providers.</extracomment>
        <translation>Медиана по запросу (поставщиков: %1)</translation>
    </message>
    <message>
        <source>Cheapest spot (%1, %2)</source>
        <extracomment>A choice of cloud rate: %1 a cloud provider (RunPod), %2 the date of its offer.</extracomment>
        <translation>Самый дешёвый spot (%1, %2)</translation>
    </message>
    <message>
        <source>Median spot (%1 providers)</source>
        <extracomment>A choice of cloud rate: %1 a number of cloud providers.</extracomment>
        <translation>Медиана spot (поставщиков: %1)</translation>
    </message>
    <message>
        <source>Your rate</source>
        <translation>Ваш тариф</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>по запросу</translation>
    </message>
    <message>
        <source>%1, %2: %3/h per GPU (%4; %5)</source>
        <extracomment>A line of the list of cloud rates: %1 a provider, %2 &quot;on demand&quot; or &quot;spot&quot;, %3 an hourly rate per GPU, %4 a date, %5 the machine (instance type) or the source.</extracomment>
        <translation>%1, %2: %3/ч за GPU (%4; %5)</translation>
    </message>
    <message>
        <source>No cloud rates on record for this GPU: type the rate you pay.</source>
        <translation>Облачных тарифов для этого GPU нет: введите тариф, который вы платите.</translation>
    </message>
    <message>
        <source>No cloud rate of the %1 is on record; the rate is yours.</source>
        <extracomment>%1 is a GPU name.</extracomment>
        <translation>Облачных тарифов для %1 нет; тариф ваш.</translation>
    </message>
    <message>
        <source>The cloud rate is yours.</source>
        <translation>Облачный тариф ваш.</translation>
    </message>
    <message>
        <source>Cloud rate: spot, %1, per GPU-hour; spot machines can be taken back at any time.</source>
        <extracomment>%1 is &quot;cheapest $0.40/h at Vast.ai (2026-11-23)&quot; or &quot;median $0.55/h of 3 providers (...)&quot;, per GPU-hour.</extracomment>
        <translation>Облачный тариф: spot, %1 за GPU-час; spot-машину могут отобрать в любой момент.</translation>
    </message>
    <message>
        <source>Cloud rate: on demand, %1, per GPU-hour.</source>
        <translation>Облачный тариф: по запросу, %1 за GPU-час.</translation>
    </message>
    <message>
        <source>Days of ownership</source>
        <translation>Дни владения</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Затраты (%1)</translation>
    </message>
    <message>
        <source>Buy the machine</source>
        <translation>Купить машину</translation>
    </message>
    <message>
        <source>Machine: %1 (%2, %3), a complete computer with nothing added; %4 W at %5/kWh = %6 a day.</source>
        <extracomment>%1 the machine&apos;s price, %2 its basis, %3 its date, %4 its power, %5 the tariff, %6 the cost a day</extracomment>
        <translation>Машина: %1 (%2, %3), готовый компьютер, к которому ничего не добавляется; %4 Вт по %5/кВт·ч = %6 в день.</translation>
    </message>
    <message>
        <source>Desktop: GPU %1 (%2, %3) + %4 for the rest; %5 W GPU + %6 W system at %7/kWh = %8 a day.</source>
        <translation>ПК: GPU %1 (%2, %3) + %4 на остальное; %5 Вт GPU + %6 Вт система по %7/кВт·ч = %8 в день.</translation>
    </message>
    <message>
        <source>Cloud: %1/h = %2 a day. Same hours of use on both.</source>
        <translation>Облако: %1/ч = %2 в день. Часы использования в обоих случаях одинаковы.</translation>
    </message>
    <message>
        <source>On the desktop&apos;s line: %1.</source>
        <extracomment>%1 is the resale line: &quot;expected resale after 5 years: −$1,234 (estimate, typically within ±25%)&quot; or &quot;no resale counted: &lt;why&gt;&quot;</extracomment>
        <translation>На графике настольного ПК: %1.</translation>
    </message>
</context>
<context>
    <name>BudgetWalk</name>
    <message>
        <source>no card the question &quot;%1&quot; asks about has a price on record, so --budget cannot answer it; give every answer with --answers instead</source>
        <extracomment>%1 is a question of the chart; --budget and --answers are options, typed as they are.</extracomment>
        <translation>ни у одной карты, о которой спрашивает вопрос «%1», нет цены в базе, поэтому --budget не может на него ответить; дайте все ответы через --answers</translation>
    </message>
    <message>
        <source>too few answers: after %1 answer(s) the walk is at the question &quot;%2&quot;, which the budget does not answer; expected %3 or %4</source>
        <extracomment>%1 is the number of answers given, %2 a question of the chart, %3 and %4 the words &quot;yes&quot; and &quot;no&quot; that the user types (they stay in English).</extracomment>
        <translation>слишком мало ответов: после ответов (%1) схема дошла до вопроса «%2», на который бюджет не отвечает; ожидалось %3 или %4</translation>
    </message>
    <message>
        <source>answer %1 (&apos;%2&apos;) is not %3 or %4; expected %3 or %4 for the question &quot;%5&quot;</source>
        <extracomment>%1 is the answer&apos;s position (1-based), %2 the word given, %3 and %4 the words &quot;yes&quot; and &quot;no&quot; that the user types (they stay in English), %5 the question&apos;s text.</extracomment>
        <translation>ответ %1 («%2») — не %3 и не %4; на вопрос «%5» ожидалось %3 или %4</translation>
    </message>
    <message>
        <source>answer %1 (&apos;%2&apos;) is one too many: with the budget the walk reached &quot;%3&quot;; the budget answers the questions about prices</source>
        <extracomment>%1 is the answer&apos;s position (1-based), %2 the word given, %3 the title of the result reached.</extracomment>
        <translation>ответ %1 («%2») лишний: с бюджетом схема дошла до результата «%3»; на вопросы о ценах отвечает бюджет</translation>
    </message>
    <message>
        <source>your budget of %1</source>
        <translation>ваш бюджет %1</translation>
    </message>
    <message>
        <source>your budget (less than the %1 at %2 you declined)</source>
        <extracomment>%1 is a card the user said is over their budget, %2 its price.</extracomment>
        <translation>ваш бюджет (меньше цены %1, %2, от которой вы отказались)</translation>
    </message>
    <message>
        <source>the ranking by value at %1 of cards with at least %2 GB, the one &quot;Rank by value&quot; opens</source>
        <extracomment>%1 is a workload such as &quot;16-bit training&quot;, %2 a number of GB.</extracomment>
        <translation>рейтинга выгодности (%1) среди карт с памятью не меньше %2 ГБ — того, который открывает «Рейтинг по выгоде»</translation>
    </message>
    <message>
        <source>Nor does %1 have a card on sale within %2.</source>
        <extracomment>Follows the text of &quot;No viable option&quot;; %1 is a ranking (&quot;the ranking by value at ...&quot;), %2 a budget.</extracomment>
        <translation>В продаже нет и карты из %1, которая укладывается в %2.</translation>
    </message>
    <message>
        <source>No card the chart offers is within %1. The best card within it from %2 is the %3.</source>
        <extracomment>%1 is a budget (&quot;your budget of $1,500&quot;), %2 a ranking (&quot;the ranking by value at ...&quot;), %3 a card.</extracomment>
        <translation>Ни одна карта, которую предлагает схема, не укладывается в %1. Лучшая карта в его пределах из %2 — %3.</translation>
    </message>
</context>
<context>
    <name>BuildExport</name>
    <message>
        <source>%1 must be an object</source>
        <extracomment>%1 is a field of a saved build file, e.g. request.gpus[0] (untranslated); an object in the JSON sense</extracomment>
        <translation>поле %1 должно быть объектом</translation>
    </message>
    <message>
        <source>%1 must be a number from %2 to %3</source>
        <extracomment>%1 is a field of a saved build file (untranslated), %2 and %3 the limits</extracomment>
        <translation>поле %1 должно быть числом от %2 до %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <extracomment>%1 is a field of a saved build file (untranslated), %2 and %3 the limits</extracomment>
        <translation>поле %1 должно быть целым числом от %2 до %3</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <extracomment>%1 is a field of a saved build file (untranslated)</extracomment>
        <translation>поле %1 отсутствует</translation>
    </message>
    <message>
        <source>%1 must be text</source>
        <extracomment>%1 is a field of a saved build file (untranslated)</extracomment>
        <translation>поле %1 должно быть текстом</translation>
    </message>
    <message>
        <source>%1 must be a list</source>
        <extracomment>%1 is a field of a saved build file (untranslated)</extracomment>
        <translation>поле %1 должно быть списком</translation>
    </message>
    <message>
        <source>%1 must be fp32, fp16, bf16, int8 or int4</source>
        <extracomment>%1 is a field of a saved build file (untranslated); fp32 ... int4 are values to type, untranslated</extracomment>
        <translation>поле %1 должно иметь значение fp32, fp16, bf16, int8 или int4</translation>
    </message>
    <message>
        <source>%1 must be inference, training, lora or qlora</source>
        <extracomment>%1 is a field of a saved build file (untranslated); inference ... qlora are values to type, untranslated</extracomment>
        <translation>поле %1 должно иметь значение inference, training, lora или qlora</translation>
    </message>
    <message>
        <source>a GPU has no price on record</source>
        <translation>у одного из GPU нет известной цены</translation>
    </message>
    <message>
        <source>%1 years, %2 kWh a year</source>
        <extracomment>%1 years of ownership, %2 the energy a year in kWh</extracomment>
        <translation>%1 г., %2 кВт·ч в год</translation>
    </message>
    <message>
        <source>%1 years</source>
        <extracomment>A period of ownership; %1 is a number of years</extracomment>
        <translation>%1 г.</translation>
    </message>
    <message>
        <source>%1 kg CO2e over %2 years at %3 kg per kWh</source>
        <extracomment>%1 kilograms of CO2 equivalent, %2 years of ownership, %3 the grid&apos;s carbon intensity</extracomment>
        <translation>%1 кг CO2-экв. за %2 г. при %3 кг на кВт·ч</translation>
    </message>
    <message>
        <source>%1 must list at least one GPU</source>
        <extracomment>%1 is a field of a saved build file (untranslated)</extracomment>
        <translation>поле %1 должно содержать хотя бы один GPU</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a known circuit</source>
        <extracomment>%1 is a field of a saved build file (untranslated), %2 the circuit name it gives</extracomment>
        <translation>%1: «%2» — неизвестная цепь питания</translation>
    </message>
    <message>
        <source>%1 must be a date YYYY-MM-DD</source>
        <extracomment>%1 is a field of a saved build file (untranslated); YYYY-MM-DD is the date&apos;s format</extracomment>
        <translation>поле %1 должно быть датой в формате YYYY-MM-DD</translation>
    </message>
    <message>
        <source>the build is not valid: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;machines must be a whole number from 1 to 64 (got 0)&quot;</extracomment>
        <translation>сборка некорректна: %1</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <extracomment>%1 is a position in the file (a number of bytes), %2 the JSON parser&apos;s message</extracomment>
        <translation>некорректный JSON в позиции %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ожидался объект JSON</translation>
    </message>
    <message>
        <source>format must be &quot;%1&quot;</source>
        <extracomment>&quot;format&quot; is a field of a saved build file, %1 its only value: keep both untranslated</extracomment>
        <translation>поле format должно иметь значение &quot;%1&quot;</translation>
    </message>
    <message>
        <source>version %1 is newer than this GPU Advisor reads (%2)</source>
        <extracomment>%1 is the file&apos;s format version, %2 the newest version this program reads</extracomment>
        <translation>версия %1 новее той, которую читает этот GPU Advisor (%2)</translation>
    </message>
    <message>
        <source>request is missing</source>
        <extracomment>&quot;request&quot; is a field of a saved build file: keep it untranslated</extracomment>
        <translation>отсутствует поле request</translation>
    </message>
    <message>
        <source>%1: the price of &apos;%2&apos; must be a number from 0 to 1,000,000</source>
        <extracomment>%1 is a field of a saved build file (untranslated), %2 a part type</extracomment>
        <translation>%1: цена «%2» должна быть числом от 0 до 1 000 000</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <extracomment>%1 is a field of a saved build file (untranslated); true and false are values to type, untranslated</extracomment>
        <translation>%1 должно быть true или false</translation>
    </message>
    <message>
        <source>%1 must be new, used or cheapest</source>
        <extracomment>%1 is a field of a saved build file (untranslated); &quot;new&quot;, &quot;used&quot; and &quot;cheapest&quot; are values to type, untranslated</extracomment>
        <translation>%1 должно быть new, used или cheapest</translation>
    </message>
</context>
<context>
    <name>BuildPart</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CPU cooler</source>
        <translation>Кулер CPU</translation>
    </message>
    <message>
        <source>Motherboard</source>
        <translation>Материнская плата</translation>
    </message>
    <message>
        <source>Memory</source>
        <extracomment>A line of a PC&apos;s parts list: the system memory (RAM)</extracomment>
        <translation>Оперативная память</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>Блок питания</translation>
    </message>
    <message>
        <source>Case</source>
        <extracomment>A line of a PC&apos;s parts list: the computer case (chassis)</extracomment>
        <translation>Корпус</translation>
    </message>
    <message>
        <source>PCIe extenders</source>
        <extracomment>Riser cables that connect a graphics card to a PCIe slot at a distance</extracomment>
        <translation>Удлинители PCIe</translation>
    </message>
    <message>
        <source>Network</source>
        <extracomment>A line of a PC&apos;s parts list: the network card between machines</extracomment>
        <translation>Сетевая карта</translation>
    </message>
    <message>
        <source>Network switch</source>
        <translation>Сетевой коммутатор</translation>
    </message>
</context>
<context>
    <name>BuildPlan</name>
    <message>
        <source>%1, %2 machines</source>
        <extracomment>A build&apos;s title: %1 lists the GPUs per machine (&quot;4 × GeForce RTX 3090&quot;), %2 is the number of machines</extracomment>
        <translation>%1, машин: %2</translation>
    </message>
</context>
<context>
    <name>BuildPlanner</name>
    <message>
        <source>%1 W</source>
        <extracomment>Power in watts; %1 is a number such as 1,000</extracomment>
        <translation>%1 Вт</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is a number such as 15</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>default price</source>
        <extracomment>The price note of a part priced at the planner&apos;s default price</extracomment>
        <translation>цена по умолчанию</translation>
    </message>
    <message>
        <source>launch MSRP</source>
        <extracomment>Where a GPU&apos;s price comes from: the manufacturer&apos;s suggested price at launch</extracomment>
        <translation>рекомендованная цена на старте продаж</translation>
    </message>
    <message>
        <source>At full load the build draws about %1 from the wall (%2 of parts at %3 PSU efficiency), more than the circuit (%4) can feed for hours: %5, 80% of %6 V × %7 A.</source>
        <extracomment>%1 wall draw, %2 the parts&apos; draw, %3 the PSU efficiency, %4 the circuit&apos;s name, %5 what it carries for hours, %6 volts and %7 amperes (numbers)</extracomment>
        <translation>При полной нагрузке сборка потребляет из розетки около %1 (%2 на комплектующие при КПД БП %3) — больше, чем цепь (%4) может выдавать часами: %5, 80% от %6 В × %7 А.</translation>
    </message>
    <message>
        <source>A power limit of %1 per GPU brings the wall draw to about %2 for about %3 less speed, with a %4. The post measured 7% less speed for 50 W less on an RTX 2080 Ti.</source>
        <extracomment>%1 the power limit per GPU, %2 the new wall draw, %3 the speed lost, %4 the PSU (&quot;1,600 W PSU&quot;)</extracomment>
        <translation>Ограничение мощности %1 на GPU снижает потребление из розетки примерно до %2 при потере скорости около %3; потребуется %4. В статье на RTX 2080 Ti снижение мощности на 50 Вт замедлило работу на 7%.</translation>
    </message>
    <message>
        <source>No power limit the planner trusts (at least half of a card&apos;s TDP) brings the build within this circuit: it would take %1 per GPU. Feed it from %2 such circuits (one PSU on each), use a stronger circuit (240 V, or a rack feed), or plan fewer GPUs per machine.</source>
        <extracomment>%1 the power limit per GPU it would take, %2 the number of circuits needed without a limit</extracomment>
        <translation>Ни одно ограничение мощности, которому доверяет планировщик (не меньше половины TDP карты), не укладывает сборку в эту цепь: понадобилось бы %1 на GPU. Запитайте машину от %2 таких цепей (по одному БП на каждую), используйте более мощную цепь (240 В или стоечное питание) или запланируйте меньше GPU на машину.</translation>
    </message>
    <message>
        <source>No power limit the planner trusts (at least half of a card&apos;s TDP) brings the build within this circuit. Feed it from %1 such circuits (one PSU on each), use a stronger circuit (240 V, or a rack feed), or plan fewer GPUs per machine.</source>
        <extracomment>%1 the number of circuits needed without a limit</extracomment>
        <translation>Ни одно ограничение мощности, которому доверяет планировщик (не меньше половины TDP карты), не укладывает сборку в эту цепь. Запитайте машину от %1 таких цепей (по одному БП на каждую), используйте более мощную цепь (240 В или стоечное питание) или запланируйте меньше GPU на машину.</translation>
    </message>
    <message>
        <source>Many outlets, especially in the US, cannot feed PSUs above 1,600 W, which is why few desktop PSUs above 1,600 W are sold there.</source>
        <translation>Многие розетки, особенно в США, не могут питать БП мощнее 1&#xa0;600 Вт, поэтому настольных БП мощнее 1&#xa0;600 Вт там продаётся мало.</translation>
    </message>
    <message>
        <source>Above 2,000 W the load is split over %1 ATX PSUs joined by a dual-PSU adapter; mining or server PSUs are an alternative if their form factor fits the case.</source>
        <extracomment>%1 is the number of PSUs</extracomment>
        <translation>Выше 2&#xa0;000 Вт нагрузка делится между %1 БП ATX, соединёнными адаптером для двух БП; альтернатива — майнинговые или серверные БП, если их форм-фактор подходит к корпусу.</translation>
    </message>
    <message>
        <source>Servers use redundant hot-swap PSUs (%1) on 200-240 V feeds; plan the rack&apos;s power and cooling with the server vendor.</source>
        <extracomment>%1 describes the PSUs, e.g. &quot;4 + 1 × 2,000 W server PSUs&quot;</extracomment>
        <translation>Серверы используют резервируемые БП с горячей заменой (%1) с питанием 200–240 В; планируйте питание и охлаждение стойки вместе с поставщиком сервера.</translation>
    </message>
    <message>
        <source>The power limit of %1 is at or above every card&apos;s TDP, so it changes nothing.</source>
        <extracomment>%1 is the power limit (&quot;300 W&quot;)</extracomment>
        <translation>Ограничение мощности %1 не ниже TDP каждой карты, поэтому ничего не меняет.</translation>
    </message>
    <message>
        <source>GPUs throttle above %1 °C.</source>
        <extracomment>%1 is a temperature in degrees Celsius</extracomment>
        <translation>GPU сбрасывают частоты при температуре выше %1 °C.</translation>
    </message>
    <message>
        <source>GPU server with an HGX/OAM baseboard (sold as a complete system)</source>
        <translation>GPU-сервер с базовой платой HGX/OAM (продаётся как готовая система)</translation>
    </message>
    <message>
        <source>The server&apos;s own fans and heat sinks (or liquid cooling) for the modules</source>
        <translation>Собственные вентиляторы и радиаторы сервера (или жидкостное охлаждение) для модулей</translation>
    </message>
    <message>
        <source>SXM and OAM modules come on a 4- or 8-GPU baseboard inside a complete server; the parts prices below are a floor for such a system.</source>
        <translation>Модули SXM и OAM устанавливаются на базовую плату на 4 или 8 GPU внутри готового сервера; цены комплектующих ниже — нижняя граница стоимости такой системы.</translation>
    </message>
    <message>
        <source>4U GPU server chassis with %1 double-width PCIe slots (PCIe switches)</source>
        <extracomment>%1 is a number of PCIe slots</extracomment>
        <translation>Серверный корпус 4U для GPU с %1 слотами PCIe двойной ширины (коммутаторы PCIe)</translation>
    </message>
    <message>
        <source>Server fans pushing air front to back through blower or passive cards.</source>
        <translation>Серверные вентиляторы продувают воздух спереди назад через карты с турбиной или пассивным охлаждением.</translation>
    </message>
    <message>
        <source>%1-slot consumer cards do not fit the double-width slots of an 8-GPU server: choose 2-slot (blower) variants.</source>
        <extracomment>%1 is how many slots wide the cards are</extracomment>
        <translation>%1-слотовые потребительские карты не помещаются в слоты двойной ширины сервера на 8 GPU: выбирайте 2-слотовые варианты (с турбиной).</translation>
    </message>
    <message>
        <source>Consumer cards in a server: check the mechanical clearance (power plugs on top of the card, card height) before buying.</source>
        <translation>Потребительские карты в сервере: перед покупкой проверьте, хватает ли места (разъёмы питания сверху карты, высота карты).</translation>
    </message>
    <message>
        <source>Full-tower or workstation case with 8 expansion slots (E-ATX or SSI-EEB)</source>
        <translation>Корпус Full Tower или для рабочей станции с 8 слотами расширения (E-ATX или SSI-EEB)</translation>
    </message>
    <message>
        <source>ATX mid- or full-tower case</source>
        <translation>Корпус ATX Mid Tower или Full Tower</translation>
    </message>
    <message>
        <source>%1 is passively cooled and needs a server&apos;s forced airflow; in a desktop case it overheats unless a ducted fan pushes air through it.</source>
        <extracomment>%1 is one GPU name or several, separated by commas</extracomment>
        <translation>%1: пассивное охлаждение, нужен принудительный поток воздуха, как в сервере; в настольном корпусе будет перегрев, если воздух не продувается через радиатор вентилятором с воздуховодом.</translation>
    </message>
    <message>
        <source>The card&apos;s own cooler and ordinary case airflow</source>
        <translation>Собственный кулер карты и обычная вентиляция корпуса</translation>
    </message>
    <message>
        <source>A %1-slot card: check that the case takes its length and width.</source>
        <extracomment>%1 is how many slots wide the card is</extracomment>
        <translation>%1-слотовая карта: проверьте, что корпус вмещает её по длине и ширине.</translation>
    </message>
    <message>
        <source>PCIe extenders (riser cables) to spread the cards through the case.</source>
        <translation>Удлинители PCIe (райзер-кабели), чтобы разнести карты по корпусу.</translation>
    </message>
    <message>
        <source>%1 cards %2 slots wide need %3 slots in a row, but a board and case offer %4: choose 2-slot (blower) variants, or spread the cards with PCIe extenders in a large case or open frame. The parts list assumes extenders.</source>
        <extracomment>%1 cards, %2 slots wide each, %3 slots needed, %4 slots available</extracomment>
        <translation>Для %1 карт шириной в %2 слота нужно %3 слотов подряд, а плата и корпус дают %4: выберите 2-слотовые варианты (с турбиной) или разнесите карты удлинителями PCIe в большом корпусе или на открытом стенде. Список комплектующих предполагает удлинители.</translation>
    </message>
    <message>
        <source>PCIe 4.0 x16 riser cables, long enough to spread the cards</source>
        <translation>Райзер-кабели PCIe 4.0 x16 достаточной длины, чтобы разнести карты</translation>
    </message>
    <message>
        <source>Blower-style coolers (or water cooling): the cards sit without gaps.</source>
        <translation>Турбинные кулеры (или водяное охлаждение): карты стоят без зазоров.</translation>
    </message>
    <message>
        <source>The cards sit next to each other without a gap. Open multi-fan coolers choke when stacked: choose blower cards, water cooling or PCIe extenders. A gap between cards gives 10-30 °C; case design only 1-3 °C. %1</source>
        <extracomment>%1 is the sentence &quot;GPUs throttle above 80 °C.&quot;</extracomment>
        <translation>Карты стоят вплотную друг к другу. Открытые кулеры с несколькими вентиляторами в такой компоновке задыхаются: выбирайте карты с турбинным охлаждением, водяное охлаждение или райзеры PCIe. Зазор между картами даёт 10-30 °C, конструкция корпуса — лишь 1-3 °C. %1</translation>
    </message>
    <message>
        <source>A free slot between the cards; the cards&apos; own coolers.</source>
        <translation>Свободный слот между картами; штатные кулеры карт.</translation>
    </message>
    <message>
        <source>Leave a free slot between the cards (x16 slots %1 apart): the gap is worth 10-30 °C, case design only 1-3 °C.</source>
        <extracomment>%1 is the distance between the x16 slots, in slots</extracomment>
        <translation>Оставьте свободный слот между картами (расстояние между слотами x16: %1): зазор даёт 10-30 °C, конструкция корпуса — лишь 1-3 °C.</translation>
    </message>
    <message>
        <source>No price on record for %1; the totals leave it out.</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>Для %1 нет известной цены; в итоговые суммы он не включён.</translation>
    </message>
    <message>
        <source>No new price on record for %1; its used price is used.</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>Для %1 нет цены новой карты; используется цена б/у.</translation>
    </message>
    <message>
        <source>No used price on record for %1; its new price is used.</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>Для %1 нет цены б/у; используется цена новой карты.</translation>
    </message>
    <message>
        <source>No market price on record for %1; its launch MSRP is used.</source>
        <extracomment>%1 is a GPU name; MSRP is the manufacturer&apos;s suggested retail price</extracomment>
        <translation>Для %1 нет рыночной цены; используется рекомендованная цена на старте продаж.</translation>
    </message>
    <message>
        <source>Mixed GPU types work, but parallel training runs at the pace of the slowest card, and data parallelism holds only what the smallest card (%1 GB) holds.</source>
        <extracomment>%1 is the smallest card&apos;s memory in GB</extracomment>
        <translation>Разные типы GPU в одной машине работают, но параллельное обучение идёт в темпе самой медленной карты, а при параллелизме по данным помещается лишь то, что вмещает самая маленькая карта (%1 ГБ).</translation>
    </message>
    <message>
        <source>%1 uses the 16-pin 12VHPWR power connector: push the plug in until it clicks, check that no gap is visible, and wiggle it to be sure it is seated. A loose plug can melt.</source>
        <extracomment>%1 is one GPU name or several, separated by commas</extracomment>
        <translation>%1: 16-контактный разъём питания 12VHPWR — вставляйте штекер до щелчка, проверьте, что зазора не видно, и покачайте его, чтобы убедиться, что он сидит плотно. Неплотно вставленный штекер может расплавиться.</translation>
    </message>
    <message>
        <source>%1: AMD&apos;s silicon and bandwidth are good and ROCm now works in PyTorch, but the software and community lag CUDA (the model counts ROCm at about 65% of the silicon&apos;s speed) and consumer cards have no tensor-core equivalent. NVIDIA remains the safe choice.</source>
        <extracomment>%1 is one GPU name or several, separated by commas</extracomment>
        <translation>%1: у AMD хорошие кристаллы и пропускная способность памяти, и ROCm теперь работает в PyTorch, но ПО и сообщество отстают от CUDA (модель оценивает ROCm примерно в 65% скорости кристалла), а у потребительских карт нет аналога тензорных ядер. NVIDIA остаётся надёжным выбором.</translation>
    </message>
    <message>
        <source>%1 has no tensor cores; the post does not recommend such GPUs for deep learning.</source>
        <extracomment>%1 is one GPU name or several, separated by commas</extracomment>
        <translation>%1: нет тензорных ядер; в статье такие GPU не рекомендуются для глубокого обучения.</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <extracomment>Gigabytes of GPU memory; %1 is a number such as 15.7</extracomment>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>The workload needs about %1; each card holds %2 GB.</source>
        <extracomment>%1 the memory the workload needs (&quot;15.7 GB&quot;), %2 each card&apos;s memory in GB</extracomment>
        <translation>Для задачи нужно около %1; на каждой карте — %2 ГБ.</translation>
    </message>
    <message>
        <source>The workload needs about %1, more than one card&apos;s %2 GB: it must be split over %3 cards (tensor or pipeline parallelism); the machine has %4 GB of GPU memory.</source>
        <extracomment>%1 the memory the workload needs (&quot;15.7 GB&quot;), %2 one card&apos;s memory in GB, %3 the number of cards, %4 the machine&apos;s GPU memory in GB</extracomment>
        <translation>Для задачи нужно около %1 — больше, чем %2 ГБ одной карты: её придётся распределить по картам (%3 шт.) с тензорным или конвейерным параллелизмом; всего в машине %4 ГБ памяти GPU.</translation>
    </message>
    <message>
        <source>The workload needs about %1, more than one machine&apos;s %2 GB of GPU memory: it must be split across machines, which needs the fast network below.</source>
        <extracomment>%1 the memory the workload needs (&quot;15.7 GB&quot;), %2 one machine&apos;s GPU memory in GB</extracomment>
        <translation>Для задачи нужно около %1 — больше, чем %2 ГБ памяти GPU одной машины: её придётся распределить по нескольким машинам, а для этого нужна быстрая сеть (см. ниже).</translation>
    </message>
    <message>
        <source>Not enough GPU memory: the workload needs about %1, but the build has %2 GB in all; it would take %3 cards of %4 GB.</source>
        <extracomment>%1 the memory the workload needs (&quot;15.7 GB&quot;), %2 the build&apos;s GPU memory in GB, %3 the number of cards it would take, %4 one card&apos;s memory in GB</extracomment>
        <translation>Недостаточно памяти GPU: для задачи нужно около %1, а во всей сборке — %2 ГБ; понадобилось бы карт по %4 ГБ: %3.</translation>
    </message>
    <message>
        <source>Aim for x16 PCIe lanes per GPU and accept no fewer than x8: x4 costs 5-10% when training across four GPUs. PCIe 4.0 or 5.0 adds only 1-7% to 4-GPU parallel training.</source>
        <translation>Ориентируйтесь на x16 линий PCIe на GPU, минимум — x8: с x4 обучение на четырёх GPU теряет 5-10%. PCIe 4.0 или 5.0 ускоряет параллельное обучение на 4 GPU лишь на 1-7%.</translation>
    </message>
    <message>
        <source>Desktop CPUs split their x16 lanes into x8/x8 for two cards; that costs little.</source>
        <translation>Настольные CPU делят свои линии x16 на x8/x8 для двух карт; потери при этом невелики.</translation>
    </message>
    <message>
        <source>The CPU does little in deep learning: a core per GPU is often enough, and with 4-8 GPUs a high single-thread clock matters more than many cores. %1 cores leave room for data loading.</source>
        <extracomment>%1 is a number of CPU cores</extracomment>
        <translation>В глубоком обучении CPU делает немного: часто хватает одного ядра на GPU, а при 4-8 GPU высокая однопоточная частота важнее большого числа ядер. При %1 ядрах остаётся запас для загрузки данных.</translation>
    </message>
    <message>
        <source>At least %1 Gbit/s between machines: 100 Gbit/s (EDR) InfiniBand, one card per machine</source>
        <extracomment>%1 is a network speed in Gbit/s</extracomment>
        <translation>Не менее %1 Гбит/с между машинами: InfiniBand 100 Гбит/с (EDR), по одной карте на машину</translation>
    </message>
    <message>
        <source>Across machines the network is the bottleneck: use at least %1 Gbit/s (used EDR InfiniBand: about $500 for two cards and a cable), with GPUDirect RDMA where possible; 10 GbE suits only special cases.</source>
        <extracomment>%1 is a network speed in Gbit/s</extracomment>
        <translation>Между машинами узким местом становится сеть: используйте не менее %1 Гбит/с (б/у EDR InfiniBand: около 500&#xa0;$ за две карты и кабель), по возможности с GPUDirect RDMA; 10 GbE подходит лишь в особых случаях.</translation>
    </message>
    <message>
        <source>One machine with four GPUs usually beats several machines with fewer: parallel training within a machine needs no network.</source>
        <translation>Одна машина с четырьмя GPU обычно лучше нескольких машин с меньшим числом GPU: параллельному обучению внутри одной машины сеть не нужна.</translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>%1 (б/у)</translation>
    </message>
    <message>
        <source>%1 cores or more, %2 PCIe lanes or more</source>
        <extracomment>What the CPU needs: %1 cores, %2 PCIe lanes</extracomment>
        <translation>от %1 ядер, от %2 линий PCIe</translation>
    </message>
    <message>
        <source>Desktop CPU, e.g. AMD Ryzen 7/9 (%1)</source>
        <extracomment>%1 is what the CPU needs, e.g. &quot;8 cores or more, 20 PCIe lanes or more&quot;</extracomment>
        <translation>Настольный CPU, например AMD Ryzen 7/9 (%1)</translation>
    </message>
    <message>
        <source>Tower air cooler</source>
        <translation>Башенный воздушный кулер</translation>
    </message>
    <message>
        <source>ATX board with a PCIe x16 slot</source>
        <translation>Плата ATX со слотом PCIe x16</translation>
    </message>
    <message>
        <source>ATX board with two x16 slots wired x8/x8, spaced for the cards</source>
        <translation>Плата ATX с двумя слотами x16 (x8/x8) на подходящем для карт расстоянии</translation>
    </message>
    <message>
        <source>AMD Threadripper (PRO) class (%1)</source>
        <extracomment>%1 is what the CPU needs, e.g. &quot;16 cores or more, 68 PCIe lanes or more&quot;</extracomment>
        <translation>Класс AMD Threadripper (PRO) (%1)</translation>
    </message>
    <message>
        <source>Workstation air or liquid cooler</source>
        <translation>Воздушный или жидкостный кулер для рабочей станции</translation>
    </message>
    <message>
        <source>Workstation board with %1 x16 slots (e.g. WRX90/TRX50)</source>
        <extracomment>%1 is a number of x16 slots</extracomment>
        <translation>Плата для рабочей станции с %1 слотами x16 (например, WRX90/TRX50)</translation>
    </message>
    <message>
        <source>Server CPU, AMD EPYC or Intel Xeon (%1 in all)</source>
        <extracomment>%1 is what the CPUs need together, e.g. &quot;32 cores or more, 132 PCIe lanes or more&quot;</extracomment>
        <translation>Серверные CPU, AMD EPYC или Intel Xeon (всего %1)</translation>
    </message>
    <message>
        <source>Dual-socket GPU server board</source>
        <translation>Двухпроцессорная серверная плата для GPU</translation>
    </message>
    <message>
        <source>%1 GB DDR5 ECC registered</source>
        <extracomment>System memory; %1 is its size in GB</extracomment>
        <translation>%1 ГБ регистровой DDR5 ECC</translation>
    </message>
    <message>
        <source>%1 GB DDR5</source>
        <extracomment>System memory; %1 is its size in GB</extracomment>
        <translation>%1 ГБ DDR5</translation>
    </message>
    <message>
        <source>%1 TB NVMe SSD, plus a RAID of hard disks for data sets</source>
        <extracomment>%1 is the SSD&apos;s size in TB</extracomment>
        <translation>%1 ТБ NVMe SSD, плюс RAID из жёстких дисков для наборов данных</translation>
    </message>
    <message>
        <source>%1 TB NVMe SSD</source>
        <extracomment>%1 is the SSD&apos;s size in TB</extracomment>
        <translation>%1 ТБ NVMe SSD</translation>
    </message>
    <message>
        <source>%1 W server PSU (%2 needed + %3 redundant)</source>
        <extracomment>%1 each unit&apos;s power in watts (a number), %2 units needed, %3 spare units</extracomment>
        <translation>Серверные БП по %1 Вт (нужно: %2, резерв: %3)</translation>
    </message>
    <message>
        <source>%1 W ATX 3.x PSU, 80 PLUS Gold or better</source>
        <extracomment>%1 is the PSU&apos;s power in watts (a number)</extracomment>
        <translation>БП ATX 3.x на %1 Вт, 80 PLUS Gold или лучше</translation>
    </message>
    <message>
        <source>100 Gbit/s EDR InfiniBand card and cable (used)</source>
        <translation>Карта EDR InfiniBand 100 Гбит/с и кабель (б/у)</translation>
    </message>
    <message>
        <source>EDR InfiniBand switch (used)</source>
        <translation>Коммутатор EDR InfiniBand (б/у)</translation>
    </message>
    <message>
        <source>%1: no price on record</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>%1: цена неизвестна</translation>
    </message>
    <message>
        <source>%1: launch MSRP $%2</source>
        <extracomment>%1 a GPU name, %2 its launch price in US dollars</extracomment>
        <translation>%1: рекомендованная цена на старте продаж %2&#xa0;$</translation>
    </message>
    <message>
        <source>%1: new price $%2 as of %3 (%4)</source>
        <extracomment>%1 a GPU name, %2 its price in US dollars, %3 the price&apos;s date, %4 where it comes from</extracomment>
        <translation>%1: цена новой карты %2&#xa0;$ на %3 (%4)</translation>
    </message>
    <message>
        <source>%1: used price $%2 as of %3 (%4)</source>
        <extracomment>%1 a GPU name, %2 its price in US dollars, %3 the price&apos;s date, %4 where it comes from</extracomment>
        <translation>%1: цена б/у %2&#xa0;$ на %3 (%4)</translation>
    </message>
    <message>
        <source>GPU prices from the database: %1.</source>
        <extracomment>%1 lists the GPUs&apos; prices, separated by semicolons</extracomment>
        <translation>Цены GPU из базы данных: %1.</translation>
    </message>
    <message>
        <source>PSU: rated maxima (GPUs %1 + CPU %2 + rest %3 = %4) plus %5 headroom = %6, rounded up to %7.</source>
        <extracomment>%1-%4 are powers (&quot;1,200 W&quot;), %5 a percentage, %6 the power needed, %7 the PSU(s) chosen</extracomment>
        <translation>БП: максимальные паспортные мощности (GPU %1 + CPU %2 + остальное %3 = %4) плюс %5 запаса = %6, с округлением вверх до %7.</translation>
    </message>
    <message>
        <source>Wall draw at %1 PSU efficiency; %2 carries 80% of %3 V × %4 A = %5 continuously.</source>
        <extracomment>%1 the PSU efficiency, %2 the circuit&apos;s name, %3 volts and %4 amperes (numbers), %5 what it carries</extracomment>
        <translation>Потребление из розетки при КПД БП %1; %2 длительно выдерживает 80% от %3 В × %4 А = %5.</translation>
    </message>
    <message>
        <source>Electricity: %1 years at $%2 per kWh and %3 utilisation; the GPUs at their board power (after any limit) plus %4 per machine for the rest while training.</source>
        <extracomment>%1 years, %2 the price of a kWh in US dollars, %3 the utilisation, %4 the power of the rest of a machine</extracomment>
        <translation>Электроэнергия: %1 г. по %2&#xa0;$ за кВт·ч при загрузке %3; GPU — по мощности платы (с учётом ограничения) плюс %4 на машину для остального во время обучения.</translation>
    </message>
    <message>
        <source>CO2: energy × %1 kg CO2e per kWh (world average 2023, Ember via Our World in Data).</source>
        <extracomment>%1 is the grid&apos;s carbon intensity in kg CO2e per kWh</extracomment>
        <translation>CO2: энергия × %1 кг CO2-экв. на кВт·ч (среднемировое значение за 2023 год, Ember по данным Our World in Data).</translation>
    </message>
    <message>
        <source>CO2: energy × %1 kg CO2e per kWh (your value).</source>
        <extracomment>%1 is the grid&apos;s carbon intensity in kg CO2e per kWh, as the user gave it</extracomment>
        <translation>CO2: энергия × %1 кг CO2-экв. на кВт·ч (ваше значение).</translation>
    </message>
    <message>
        <source>System RAM: twice the GPU memory, at least 32/64/128/256 GB for 1/2/4/8 GPUs.</source>
        <translation>Оперативная память: вдвое больше памяти GPU, но не меньше 32/64/128/256 ГБ для 1/2/4/8 GPU.</translation>
    </message>
    <message>
        <source>--power-limit must be from %1 to %2 W for these GPUs (half the TDP up to the TDP), got %3</source>
        <extracomment>&quot;power-limit&quot; is a command-line option name: keep it untranslated; %1 and %2 are watts, %3 the value given</extracomment>
        <translation>--power-limit: для этих GPU допустимо от %1 до %2 Вт (от половины TDP до TDP), получено %3</translation>
    </message>
    <message>
        <source>cannot read the GPU %1: %2</source>
        <extracomment>%1 a GPU name, %2 the database&apos;s error message</extracomment>
        <translation>не удаётся прочитать GPU %1: %2</translation>
    </message>
    <message>
        <source>cannot read the prices of %1: %2</source>
        <extracomment>%1 a GPU name, %2 the database&apos;s error message</extracomment>
        <translation>не удаётся прочитать цены %1: %2</translation>
    </message>
    <message>
        <source>%1 is a complete machine whose CPU and GPU share one memory: it has no PCIe slot to fill and its own power supply, so there is no build to plan around it</source>
        <extracomment>%1 is a machine such as DGX Spark, whose CPU and GPU share one memory.</extracomment>
        <translation>%1 — готовый компьютер, в котором процессор и GPU делят одну память: у него нет слота PCIe, а блок питания свой, так что планировать сборку вокруг него нечего</translation>
    </message>
    <message>
        <source>your price</source>
        <extracomment>Where a part&apos;s price comes from: the user typed it in</extracomment>
        <translation>ваша цена</translation>
    </message>
    <message>
        <source>%1, %2, %3 (%4)</source>
        <extracomment>Where a part&apos;s price comes from: %1 what the figure is (&quot;median of retail lows&quot;), %2 its source, %3 its date, %4 its age (&quot;3 months old&quot;)</extracomment>
        <translation>%1, %2, %3 (%4)</translation>
    </message>
    <message>
        <source>planner&apos;s default: the first dated price of this part is from %1, after %2</source>
        <extracomment>Why a part is at the planner&apos;s default price: %1 the month of its first dated price, %2 the month the plan&apos;s prices are for</extracomment>
        <translation>цена планировщика по умолчанию: первая датированная цена этой детали относится к %1, позже %2</translation>
    </message>
    <message>
        <source>planner&apos;s default: no dated price of this part is on record</source>
        <extracomment>Why a part is at the planner&apos;s default price</extracomment>
        <translation>цена планировщика по умолчанию: датированных цен этой детали нет</translation>
    </message>
    <message>
        <source>Other parts priced from dated observations (docs/part-prices.md), new, in USD: %1.</source>
        <extracomment>%1 lists part types (&quot;CPU, Memory, Storage&quot;)</extracomment>
        <translation>Остальные детали оценены по датированным наблюдениям (docs/part-prices.md), новые, в долларах США: %1.</translation>
    </message>
    <message>
        <source>At the planner&apos;s default prices (docs/build-rules.md), as no dated price holds at the plan&apos;s date: %1.</source>
        <extracomment>%1 lists part types (&quot;Network, Network switch&quot;)</extracomment>
        <translation>По ценам планировщика по умолчанию (docs/build-rules.md), так как на дату плана нет датированной цены: %1.</translation>
    </message>
    <message>
        <source>At your own prices: %1.</source>
        <extracomment>%1 lists part types (&quot;Memory&quot;)</extracomment>
        <translation>По вашим ценам: %1.</translation>
    </message>
    <message>
        <source>cannot read the prices of the other parts: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>не удаётся прочитать цены остальных деталей: %1</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <extracomment>Where a GPU&apos;s price comes from: %1 its source, %2 its date, %3 its age (&quot;3 months old&quot;)</extracomment>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>%1 capped at %2 instead of %3: about %4 slower on %5 by the performance model&apos;s power law (the clock falls until the power fits), and it runs cooler and quieter.</source>
        <extracomment>%1 a GPU, %2 its power limit, %3 its TDP, %4 the speed lost, %5 the workload (16-bit training, ...)</extracomment>
        <translation>%1 с ограничением %2 вместо %3: примерно на %4 медленнее в задаче «%5» по степенному закону модели производительности (частота снижается, пока мощность не уложится в предел); зато карта холоднее и тише.</translation>
    </message>
    <message>
        <source>Power limit: the performance model&apos;s power cap, the same as in the ranking: the matrix units&apos; power grows with the cube of the clock, and the clock falls until the average power fits the limit (docs/model.md, section 1.5).</source>
        <translation>Ограничение мощности: тот же предел мощности модели производительности, что и в рейтинге: мощность матричных блоков растёт как куб частоты, и частота снижается, пока средняя мощность не уложится в предел (docs/model.md, раздел 1.5).</translation>
    </message>
    <message>
        <source>%1 GB of system memory, as you chose: less than the %2 GB the planner gives these GPUs (twice their memory, or what the workload keeps in RAM).</source>
        <extracomment>%1 the memory the user chose, %2 what the planner&apos;s rule gives, both in GB</extracomment>
        <translation>%1 ГБ оперативной памяти, как вы выбрали: меньше %2 ГБ, которые планировщик даёт этим GPU (вдвое больше их памяти или сколько нагрузка держит в ОЗУ).</translation>
    </message>
    <message>
        <source>Your PC takes the cards: check that it has what the platform lines ask (%1 cores or more, %2 PCIe lanes or more, %3 GB of memory) and room for the cards; only the GPUs and the power supply are bought.</source>
        <extracomment>%1 CPU cores, %2 PCIe lanes, %3 GB of system memory</extracomment>
        <translation>Карты ставятся в ваш ПК: проверьте, что в нём есть то, что требуют строки платформы (от %1 ядер, от %2 линий PCIe, %3 ГБ памяти), и место для карт; покупаются только GPU и блок питания.</translation>
    </message>
    <message>
        <source>The whole build costs %1, %2 over your budget of %3.</source>
        <extracomment>%1 what the whole build costs, %2 how much over the budget, %3 the budget (amounts of money)</extracomment>
        <translation>Вся сборка стоит %1 — на %2 больше вашего бюджета %3.</translation>
    </message>
    <message>
        <source>Reused from your PC, not bought: %1.</source>
        <extracomment>%1 lists part types (&quot;CPU, Motherboard, Memory&quot;)</extracomment>
        <translation>Берётся из вашего ПК, не покупается: %1.</translation>
    </message>
    <message>
        <source>cannot read the second-hand prices: %1</source>
        <extracomment>%1 is the database&apos;s error message</extracomment>
        <translation>не удаётся прочитать цены б/у: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A build&apos;s resale line for one of its GPUs: %1 the GPU, %2 the line</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>BuildReport</name>
    <message>
        <source>Build list and costs planned with GPU Advisor</source>
        <translation>Список комплектующих и затраты, рассчитанные в GPU Advisor</translation>
    </message>
</context>
<context>
    <name>BuildRequest</name>
    <message>
        <source>gpu: a build needs at least one GPU</source>
        <extracomment>&quot;gpu&quot; is a command-line option name: keep it untranslated</extracomment>
        <translation>gpu: для сборки нужен хотя бы один GPU</translation>
    </message>
    <message>
        <source>gpu: a GPU name is empty</source>
        <extracomment>&quot;gpu&quot; is a command-line option name: keep it untranslated</extracomment>
        <translation>gpu: пустое название GPU</translation>
    </message>
    <message>
        <source>count must be a whole number from 1 to %1 (got %2)</source>
        <extracomment>&quot;count&quot; is a command-line option name: keep it untranslated; %2 is the value given</extracomment>
        <translation>count: нужно целое число от 1 до %1 (получено %2)</translation>
    </message>
    <message>
        <source>count: one machine holds at most %1 GPUs (got %2); use more machines</source>
        <extracomment>&quot;count&quot; is a command-line option name: keep it untranslated; %2 is the number of GPUs asked for</extracomment>
        <translation>count: в одной машине не больше %1 GPU (запрошено %2); используйте больше машин</translation>
    </message>
    <message>
        <source>machines must be a whole number from 1 to %1 (got %2)</source>
        <extracomment>&quot;machines&quot; is a command-line option name: keep it untranslated; %2 is the value given</extracomment>
        <translation>machines: нужно целое число от 1 до %1 (получено %2)</translation>
    </message>
    <message>
        <source>--power-limit must be from 1 to 5000 W (got %1)</source>
        <extracomment>&quot;power-limit&quot; is a command-line option name: keep it untranslated; %1 is the value given in watts</extracomment>
        <translation>--power-limit: нужно значение от 1 до 5000 Вт (получено %1)</translation>
    </message>
    <message>
        <source>circuit &apos;%1&apos; is unknown</source>
        <extracomment>&quot;circuit&quot; is a command-line option name: keep it untranslated; %1 is the circuit name given</extracomment>
        <translation>circuit: неизвестное значение «%1»</translation>
    </message>
    <message>
        <source>grid-intensity must be from 0 to 5 kg CO2e per kWh (got %1)</source>
        <extracomment>&quot;grid-intensity&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>grid-intensity: нужно значение от 0 до 5 кг CO2-экв. на кВт·ч (получено %1)</translation>
    </message>
    <message>
        <source>minimum_ram_gb must be from 0 to 65,536 GB (got %1)</source>
        <extracomment>&quot;minimum_ram_gb&quot; is a field name: keep it untranslated; %1 is the value given</extracomment>
        <translation>minimum_ram_gb должно быть от 0 до 65 536 ГБ (указано %1)</translation>
    </message>
    <message>
        <source>part_prices: the price of &quot;%1&quot; must be from 0 to 1,000,000 US dollars, and GPUs are priced apart (got %2)</source>
        <extracomment>&quot;part_prices&quot; is a field name: keep it untranslated; %1 a part type, %2 the price given</extracomment>
        <translation>part_prices: цена «%1» должна быть от 0 до 1 000 000 долларов США, а GPU оцениваются отдельно (получено %2)</translation>
    </message>
    <message>
        <source>ram must be from 0 to 65,536 GB (got %1)</source>
        <extracomment>&quot;ram&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>ram должно быть от 0 до 65 536 ГБ (указано %1)</translation>
    </message>
    <message>
        <source>budget must be more than 0 and at most 100,000,000 USD (got %1)</source>
        <extracomment>&quot;budget&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>budget должен быть больше 0 и не больше 100 000 000 USD (указано %1)</translation>
    </message>
    <message>
        <source>reuse-pc: your PC is one machine; plan one (machines 1)</source>
        <extracomment>&quot;reuse-pc&quot; and &quot;machines&quot; are command-line option names: keep them untranslated</extracomment>
        <translation>reuse-pc: ваш ПК — одна машина; планируйте одну (machines 1)</translation>
    </message>
</context>
<context>
    <name>BuildRules</name>
    <message>
        <source>%1 W</source>
        <extracomment>Power in watts; %1 is a number such as 1,000</extracomment>
        <translation>%1 Вт</translation>
    </message>
    <message>
        <source>%1 + %2 × %3 server PSUs</source>
        <extracomment>Server power supplies: %1 units carry the load, %2 are spares, %3 is each unit&apos;s power (&quot;2,000 W&quot;)</extracomment>
        <translation>%1 + %2 серверных БП по %3</translation>
    </message>
    <message>
        <source>%1 × %2 PSUs</source>
        <extracomment>%1 power supplies of %2 each (&quot;1,300 W&quot;); PSU = power supply unit</extracomment>
        <translation>%1 БП по %2</translation>
    </message>
    <message>
        <source>%1 PSU</source>
        <extracomment>One power supply of %1 (&quot;1,000 W&quot;); PSU = power supply unit</extracomment>
        <translation>БП %1</translation>
    </message>
    <message>
        <source>North America, 120 V 15 A outlet</source>
        <translation>Северная Америка, розетка 120 В 15 А</translation>
    </message>
    <message>
        <source>North America, 120 V 20 A outlet</source>
        <translation>Северная Америка, розетка 120 В 20 А</translation>
    </message>
    <message>
        <source>North America, 240 V 30 A circuit</source>
        <translation>Северная Америка, цепь 240 В 30 А</translation>
    </message>
    <message>
        <source>Europe, 230 V 16 A outlet</source>
        <translation>Европа, розетка 230 В 16 А</translation>
    </message>
    <message>
        <source>United Kingdom, 230 V 13 A plug</source>
        <translation>Великобритания, вилка 230 В 13 А</translation>
    </message>
    <message>
        <source>Data centre, 208 V 30 A rack feed</source>
        <translation>Дата-центр, стоечное питание 208 В 30 А</translation>
    </message>
    <message>
        <source>Desktop CPU (AMD Ryzen 7/9 or Intel Core i7/i9) with a high single-thread clock</source>
        <translation>Настольный CPU (AMD Ryzen 7/9 или Intel Core i7/i9) с высокой однопоточной частотой</translation>
    </message>
    <message>
        <source>AMD Threadripper (PRO) class, or Intel Xeon W</source>
        <translation>Класс AMD Threadripper (PRO) или Intel Xeon W</translation>
    </message>
    <message>
        <source>Two server CPUs (AMD EPYC or Intel Xeon Scalable) on the server vendor&apos;s validated platform</source>
        <translation>Два серверных CPU (AMD EPYC или Intel Xeon Scalable) на платформе, сертифицированной производителем сервера</translation>
    </message>
</context>
<context>
    <name>BuildSummary</name>
    <message>
        <source>Recommendation and why</source>
        <translation>Рекомендация и обоснование</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Что делать дальше</translation>
    </message>
    <message>
        <source>Your answers in the wizard (%1, %2):</source>
        <extracomment>Introduces the list of the wizard&apos;s questions and answers; %1 the chart&apos;s title, %2 its edition</extracomment>
        <translation>Ваши ответы в мастере (%1, %2):</translation>
    </message>
    <message>
        <source>card %1 of your %2</source>
        <extracomment>%1 the card&apos;s price, %2 the wizard&apos;s budget, which is the card&apos;s (&quot;card $1,250 of your $1,500&quot;)</extracomment>
        <translation>карта %1 из ваших %2</translation>
    </message>
    <message>
        <source>Budget</source>
        <extracomment>A heading: the build against the budgets</extracomment>
        <translation>Бюджет</translation>
    </message>
    <message>
        <source>whole build %1, %2 over your %3</source>
        <extracomment>%1 what the whole build costs, %2 how much over, %3 the budget</extracomment>
        <translation>вся сборка %1, на %2 больше ваших %3</translation>
    </message>
    <message>
        <source>whole build %1 of your %2</source>
        <extracomment>%1 what the whole build costs, %2 the budget (&quot;whole build $2,670 of your $3,000&quot;)</extracomment>
        <translation>вся сборка %1 из ваших %2</translation>
    </message>
    <message>
        <source>whole build %1</source>
        <extracomment>%1 what the whole build costs (&quot;whole build $2,670&quot;)</extracomment>
        <translation>вся сборка %1</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the parts of the budget line (&quot;card $1,250 of your $1,500; whole build $2,670&quot;)</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A part&apos;s quantity and name: &quot;2 × GeForce RTX 3090&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>shared by all machines</source>
        <extracomment>A part, such as a network switch, that the machines of a build share</extracomment>
        <translation>общее для всех машин</translation>
    </message>
    <message>
        <source>no price on record</source>
        <translation>цена неизвестна</translation>
    </message>
    <message>
        <source>%1 each</source>
        <extracomment>The price of one of several parts of a line: &quot;$1,500 each&quot;</extracomment>
        <translation>%1 за шт.</translation>
    </message>
    <message>
        <source>Parts, per machine</source>
        <extracomment>A heading: the parts list of a build of several machines</extracomment>
        <translation>Комплектующие на одну машину</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Комплектующие</translation>
    </message>
    <message>
        <source>Per machine</source>
        <translation>На одну машину</translation>
    </message>
    <message>
        <source>Total, %1 machines</source>
        <extracomment>The sum of a build of several machines; %1 is their number</extracomment>
        <translation>Итого, машин: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>A GPU has no price on record; the total leaves it out</source>
        <translation>У одного из GPU нет известной цены; в итог он не включён</translation>
    </message>
    <message>
        <source>Power</source>
        <extracomment>A heading: the build&apos;s power draw and supply
----------
%1 the full load, %2 the GPUs&apos;, %3 the CPU&apos;s, %4 the rest&apos;s draw, %5 the headroom in percent, %6 the PSU(s)</extracomment>
        <translation>Питание</translation>
    </message>
    <message>
        <source>%1 at full load (GPUs %2, CPU %3, rest %4) + %5% headroom → %6</source>
        <translation>%1 при полной нагрузке (GPU %2, CPU %3, остальное %4) + %5% запаса → %6</translation>
    </message>
    <message>
        <source>About %1. %2: %3 continuously</source>
        <extracomment>%1 the draw from the wall, %2 the circuit&apos;s name, %3 what it carries for hours</extracomment>
        <translation>Около %1. %2: %3 длительно</translation>
    </message>
    <message>
        <source>%1 — too much for this circuit</source>
        <translation>%1 — слишком много для этой цепи</translation>
    </message>
    <message>
        <source>From the wall</source>
        <translation>Из розетки</translation>
    </message>
    <message>
        <source>Power limit</source>
        <extracomment>%1 the power limit per GPU, %2 the speed lost in percent (a number), %3 the wall draw, %4 the PSU</extracomment>
        <translation>Ограничение мощности</translation>
    </message>
    <message>
        <source>%1 per GPU: about %2% slower, %3 from the wall, %4</source>
        <translation>%1 на GPU: примерно на %2% медленнее, %3 из розетки, %4</translation>
    </message>
    <message>
        <source>Platform</source>
        <extracomment>A heading: CPU, memory, storage, case and cooling</extracomment>
        <translation>Платформа</translation>
    </message>
    <message>
        <source>CPU</source>
        <extracomment>%1 the CPU class, %2 cores, %3 PCIe lanes, %4 and %5 lanes per GPU (numbers)</extracomment>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU, at least x%5)</source>
        <translation>%1; от %2 ядер, от %3 линий PCIe (x%4 на GPU, не меньше x%5)</translation>
    </message>
    <message>
        <source>%1 GB ECC</source>
        <extracomment>System memory; %1 is its size in GB (&quot;ECC&quot;: with error correction)</extracomment>
        <translation>%1 ГБ ECC</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>Memory</source>
        <extracomment>System memory (RAM)</extracomment>
        <translation>Память</translation>
    </message>
    <message>
        <source>Storage</source>
        <extracomment>%1 is the SSD&apos;s size in TB</extracomment>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>%1 TB NVMe</source>
        <translation>%1 ТБ NVMe</translation>
    </message>
    <message>
        <source>Chassis</source>
        <extracomment>The computer case</extracomment>
        <translation>Корпус</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Охлаждение</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>One machine: none needed</source>
        <translation>Одна машина: не нужна</translation>
    </message>
    <message>
        <source>Workload</source>
        <extracomment>%1 the parameters in billions, %2 the number format (fp16, int4...), %3 the mode (inference, training...), %4 the GPU memory in GB</extracomment>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>%1B parameters, %2, %3: needs about %4 GB of GPU memory</source>
        <translation>%1 млрд параметров, %2, %3: нужно около %4 ГБ памяти GPU</translation>
    </message>
    <message>
        <source>Costs over %1 years</source>
        <extracomment>A heading: the costs of the build; %1 years of ownership</extracomment>
        <translation>Затраты за %1 г.</translation>
    </message>
    <message>
        <source>Hardware</source>
        <extracomment>The hardware&apos;s cost, which leaves out a GPU without a price</extracomment>
        <translation>Оборудование</translation>
    </message>
    <message>
        <source>Hardware (incomplete)</source>
        <translation>Оборудование (неполные данные)</translation>
    </message>
    <message>
        <source>a GPU has no price on record</source>
        <translation>у одного из GPU нет известной цены</translation>
    </message>
    <message>
        <source>%1 machines</source>
        <translation>Машин: %1</translation>
    </message>
    <message>
        <source>one machine</source>
        <translation>одна машина</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Электроэнергия</translation>
    </message>
    <message>
        <source>%1 years, %2 kWh a year</source>
        <extracomment>%1 years of ownership, %2 the energy a year in kWh</extracomment>
        <translation>%1 г., %2 кВт·ч в год</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Полная стоимость владения</translation>
    </message>
    <message>
        <source>hardware + %1 years of electricity</source>
        <translation>оборудование + электроэнергия за %1 г.</translation>
    </message>
    <message>
        <source>CO2</source>
        <translation>CO2</translation>
    </message>
    <message>
        <source>%1 kg CO2e</source>
        <extracomment>A mass of carbon dioxide equivalent; %1 is a number of kilograms</extracomment>
        <translation>%1 кг CO2-экв.</translation>
    </message>
    <message>
        <source>%1 years at %2 kg per kWh</source>
        <extracomment>%1 years of ownership, %2 the grid&apos;s carbon intensity</extracomment>
        <translation>%1 г. при %2 кг на кВт·ч</translation>
    </message>
    <message>
        <source>Warnings and advice</source>
        <translation>Предупреждения и советы</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <extracomment>A heading: what the plan assumes</extracomment>
        <translation>Допущения</translation>
    </message>
    <message>
        <source>GPU build: %1</source>
        <extracomment>The title of a build&apos;s document; %1 lists the GPUs, e.g. &quot;4 × GeForce RTX 3090&quot;</extracomment>
        <translation>Сборка с GPU: %1</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>Column headers of the parts table: the kind of part (GPU, CPU, Memory, ...), the part, its price</extracomment>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Item</source>
        <extracomment>Column headers of the costs table: what costs the amount, the amount of money</extracomment>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>from launch MSRPs</source>
        <translation>по рекомендованным ценам на старте продаж</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <source>GPU prices %1; other parts at dated prices or the planner&apos;s defaults, as each line says (USD).</source>
        <extracomment>%1 is &quot;from launch MSRPs&quot; or &quot;as of 2024-06&quot;</extracomment>
        <translation>Цены GPU %1; остальные детали — по датированным ценам или ценам планировщика по умолчанию, как указано в каждой строке (доллары США).</translation>
    </message>
    <message>
        <source>Planned with GPU Advisor on %1. %2</source>
        <extracomment>%1 the day of planning, %2 the sentence about prices</extracomment>
        <translation>Спланировано в GPU Advisor %1. %2</translation>
    </message>
    <message>
        <source>Planned with GPU Advisor. %1</source>
        <extracomment>%1 the sentence about prices</extracomment>
        <translation>Спланировано в GPU Advisor. %1</translation>
    </message>
    <message>
        <source>%1 · %2 GB RAM · %3 · GPU prices %4</source>
        <extracomment>%1 the PSU(s), %2 the system memory in GB, %3 the CPU class, %4 &quot;from launch MSRPs&quot; or &quot;as of 2024-06&quot;</extracomment>
        <translation>%1 · %2 ГБ ОЗУ · %3 · цены GPU %4</translation>
    </message>
    <message>
        <source>Expected resale</source>
        <translation>Ожидаемая цена перепродажи</translation>
    </message>
    <message>
        <source>hardware − expected resale + %1 years of electricity</source>
        <extracomment>%1 years of ownership</extracomment>
        <translation>оборудование − ожидаемая цена перепродажи + электроэнергия за %1 г.</translation>
    </message>
    <message>
        <source>none counted</source>
        <extracomment>The expected resale of a plan whose cards no resale fit reaches; the line beside it says why.</extracomment>
        <translation>не учитывается</translation>
    </message>
</context>
<context>
    <name>BundleImporter</name>
    <message>
        <source>%1 is not UTF-8 text</source>
        <extracomment>%1 is a file of the data bundle.</extracomment>
        <translation>%1 — не текст в UTF-8</translation>
    </message>
    <message>
        <source>not JSON (%1 at offset %2)</source>
        <extracomment>%1 is the JSON parser&apos;s message, %2 a character offset.</extracomment>
        <translation>не JSON (%1 в позиции %2)</translation>
    </message>
    <message>
        <source>not a flowchart: a JSON object with a &quot;key&quot; is expected</source>
        <extracomment>&quot;key&quot; is a JSON member&apos;s name (not translated).</extracomment>
        <translation>не блок-схема: ожидается объект JSON с полем &quot;key&quot;</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <extracomment>Ends a list of problems; %1 is how many more there are.</extracomment>
        <translation>и ещё %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file of the data bundle, %2 the problems found in it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>prices, line %1: no GPU named &quot;%2&quot; in the bundle or the database</source>
        <extracomment>%1 is a line of a price file, %2 a GPU name.</extracomment>
        <translation>цены, строка %1: в пакете и в базе нет GPU с именем &quot;%2&quot;</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot;: %2</source>
        <extracomment>%1 is a GPU name, %2 the error the database reported.</extracomment>
        <translation>GPU &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>prices, line %1: %2</source>
        <extracomment>%1 is a line of the price file, %2 the error the database reported.</extracomment>
        <translation>цены, строка %1: %2</translation>
    </message>
    <message>
        <source>line %1: the date %2 is not from %3 to %4 (the bundle&apos;s date)</source>
        <extracomment>%1 is a line number, %2 the date found, %3 and %4 the bounds (YYYY-MM-DD).</extracomment>
        <translation>строка %1: дата %2 не попадает в промежуток от %3 до %4 (даты пакета)</translation>
    </message>
    <message>
        <source>measured figures: %1</source>
        <extracomment>%1 is the problems found in the bundle&apos;s measured figures.</extracomment>
        <translation>измерения: %1</translation>
    </message>
    <message>
        <source>language-model speeds: %1</source>
        <extracomment>%1 is the problems found in the bundle&apos;s measured language-model speeds.</extracomment>
        <translation>измеренные скорости языковых моделей: %1</translation>
    </message>
    <message>
        <source>the bundle is of %1, older than the data installed (%2); nothing was changed</source>
        <extracomment>%1 is the date of the bundle offered, %2 of the one installed (YYYY-MM-DD).</extracomment>
        <translation>пакет данных от %1 старше установленных данных (%2); ничего не изменено</translation>
    </message>
</context>
<context>
    <name>BundleSignature</name>
    <message>
        <source>not a minisign public key (a line &quot;untrusted comment: ...&quot; and a line of base64 starting with RW)</source>
        <translation>не открытый ключ minisign (ожидаются строка &quot;untrusted comment: ...&quot; и строка base64, начинающаяся с RW)</translation>
    </message>
    <message>
        <source>the signature cannot be checked: libsodium failed to start</source>
        <translation>подпись невозможно проверить: не удалось запустить libsodium</translation>
    </message>
    <message>
        <source>%1 is not a minisign signature</source>
        <extracomment>%1 is a file name.</extracomment>
        <translation>%1 — не подпись minisign</translation>
    </message>
    <message>
        <source>the bundle is signed by the key %1, which GPU Advisor does not trust; if you know whose key it is, add it with --trust-key</source>
        <extracomment>%1 is a key id (hexadecimal); &quot;--trust-key&quot; is an option, typed as it is.</extracomment>
        <translation>пакет подписан ключом %1, которому GPU Advisor не доверяет; если вы знаете, чей это ключ, добавьте его с помощью --trust-key</translation>
    </message>
    <message>
        <source>the manifest does not match its signature by the key %1 (altered or damaged)</source>
        <extracomment>%1 is a key id (hexadecimal).</extracomment>
        <translation>манифест не соответствует своей подписи ключом %1 (изменён или повреждён)</translation>
    </message>
    <message>
        <source>the signature&apos;s trusted comment does not match its signature (altered)</source>
        <translation>доверенный комментарий подписи не соответствует подписи (изменён)</translation>
    </message>
</context>
<context>
    <name>CatalogDetailsDialog</name>
    <message>
        <source>Cloud price catalog</source>
        <translation>Каталог облачных цен</translation>
    </message>
    <message>
        <source>%1 is a cloud price catalog that does not say whose prices they are or when they were read. Every rate keeps both, so that you can tell later how far to trust it.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 — каталог облачных цен, в котором не сказано, чьи это цены и когда они прочитаны. Каждый тариф хранит и то и другое, чтобы потом было видно, насколько ему доверять.</translation>
    </message>
    <message>
        <source>for example RunPod, AWS, Lambda</source>
        <extracomment>An example of what to type: cloud providers&apos; names</extracomment>
        <translation>например, RunPod, AWS, Lambda</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Провайдер:</translation>
    </message>
    <message>
        <source>Prices &amp;read on:</source>
        <translation>Цены &amp;прочитаны:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Save this chart as a PNG image</source>
        <translation>Сохранить график как изображение PNG</translation>
    </message>
    <message>
        <source>Save this chart as an SVG drawing</source>
        <translation>Сохранить график как рисунок SVG</translation>
    </message>
    <message>
        <source>The image could not be encoded.</source>
        <translation>Не удалось закодировать изображение.</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Рисунки SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Экспорт PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Экспорт SVG…</translation>
    </message>
</context>
<context>
    <name>CloudCatalogCsv</name>
    <message>
        <source>the file has no provider column; name the provider (for example RunPod)</source>
        <translation>в файле нет столбца provider; укажите поставщика (например, RunPod)</translation>
    </message>
    <message>
        <source>the file has no date column; give the date its prices were read on</source>
        <translation>в файле нет столбца date; укажите дату, на которую прочитаны цены</translation>
    </message>
    <message>
        <source>the provider&apos;s name</source>
        <translation>название поставщика</translation>
    </message>
    <message>
        <source>where the price comes from</source>
        <translation>источник цены</translation>
    </message>
    <message>
        <source>a name</source>
        <translation>название</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>made a new database %1 with the bundled data, in a new folder %2</source>
        <extracomment>%1 is the database file, %2 the folder made for it</extracomment>
        <translation>создана новая база данных %1 со встроенными данными, в новой папке %2</translation>
    </message>
    <message>
        <source>made a new database %1 with the bundled data</source>
        <extracomment>%1 is the database file</extracomment>
        <translation>создана новая база данных %1 со встроенными данными</translation>
    </message>
    <message>
        <source>the file was left unchanged. To start a fresh database and copy into it what can still be read: gpu-advisor db recover %1</source>
        <extracomment>%1 is the database file; &quot;gpu-advisor db recover&quot; is a command to type, keep it as it is.</extracomment>
        <translation>файл оставлен без изменений. Чтобы создать новую базу данных и скопировать в неё всё, что ещё удаётся прочитать, выполните: gpu-advisor db recover %1</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>The help&apos;s description of the command word itself (recommend, rank, ...).</extracomment>
        <translation>Команда.</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, got &apos;%4&apos;</source>
        <extracomment>%1 is an option name, %2 and %3 the smallest and largest value allowed, %4 what the user gave.</extracomment>
        <translation>--%1: нужно число от %2 до %3, получено «%4»</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &apos;%4&apos;</source>
        <extracomment>%1 is an option name, %2 and %3 the smallest and largest value allowed, %4 what the user gave.</extracomment>
        <translation>--%1: нужно целое число от %2 до %3, получено «%4»</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; expected one of: %2</source>
        <extracomment>%1 is what the user typed, %2 the list of commands (recommend, rank, ...), which stay as they are.</extracomment>
        <translation>неизвестная команда «%1»; ожидается одна из: %2</translation>
    </message>
    <message>
        <source>Run &apos;gpu-advisor --help&apos; for the usage.</source>
        <extracomment>&quot;gpu-advisor --help&quot; is a command to type; keep it as it is.</extracomment>
        <translation>Справка по использованию: &apos;gpu-advisor --help&apos;.</translation>
    </message>
    <message>
        <source>Comma-separated yes/no answers, in the order the questions come.</source>
        <extracomment>Help for --answers: the answers are typed as the English words yes and no.</extracomment>
        <translation>Ответы yes/no через запятую в порядке следования вопросов.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of a summary.</source>
        <translation>Вывести один объект JSON вместо сводки.</translation>
    </message>
    <message>
        <source>The flowchart edition to walk (default %1).</source>
        <extracomment>%1 is the key of the default flowchart edition.</extracomment>
        <translation>Редакция схемы, по которой пройти (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Write the build list for the recommended GPU to FILE (.md, .csv, .json or .pdf).</source>
        <extracomment>FILE is the value name shown in the help (--out &lt;FILE&gt;); keep it as it is.</extracomment>
        <translation>Записать список комплектующих для рекомендованного GPU в FILE (.md, .csv, .json или .pdf).</translation>
    </message>
    <message>
        <source>Walk the recommendation flowchart with the given answers.</source>
        <translation>Пройти схему рекомендаций с заданными ответами.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <extracomment>%1 is an argument the command does not take.</extracomment>
        <translation>лишний аргумент «%1»</translation>
    </message>
    <message>
        <source>--answers is required, for example --answers no,yes,yes,yes</source>
        <extracomment>&quot;--answers no,yes,yes,yes&quot; is typed as it is: keep the option and the English yes/no words.</extracomment>
        <translation>требуется --answers, например --answers no,yes,yes,yes</translation>
    </message>
    <message>
        <source>What to rank by: %1.</source>
        <extracomment>%1 is the list of metric names, which are typed as they are.</extracomment>
        <translation>Метрика для ранжирования: %1.</translation>
    </message>
    <message>
        <source>Only GPUs with at least this much memory.</source>
        <translation>Только GPU, у которых памяти не меньше указанного.</translation>
    </message>
    <message>
        <source>Evaluate as of a month: GPUs released by then, prices as of then.</source>
        <translation>Оценка на заданный месяц: GPU, выпущенные к тому времени, и цены на тот момент.</translation>
    </message>
    <message>
        <source>Years of ownership (default %1).</source>
        <translation>Срок владения в годах (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Electricity price in USD per kWh (default %1).</source>
        <translation>Цена электроэнергии в долларах США за кВт·ч (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Share of the time the GPU works, 0 to 1 (default %1).</source>
        <translation>Доля времени, когда GPU работает, от 0 до 1 (по умолчанию %1).</translation>
    </message>
    <message>
        <source>value (performance per dollar, default) or performance.</source>
        <extracomment>value and performance are the values typed after --sort; keep them in English.</extracomment>
        <translation>value (производительность на доллар, по умолчанию) или performance.</translation>
    </message>
    <message>
        <source>Show only the first N ranked GPUs (with a price).</source>
        <translation>Показать только первые N GPU в рейтинге (с ценой).</translation>
    </message>
    <message>
        <source>Let the batch size grow with GPU memory (+13.6% per doubling) instead of comparing at equal batch size.</source>
        <translation>Увеличивать размер батча вместе с памятью GPU (+13.6% при каждом удвоении) вместо сравнения при одинаковом размере батча.</translation>
    </message>
    <message>
        <source>Show how each figure was computed.</source>
        <translation>Показать, как вычислен каждый показатель.</translation>
    </message>
    <message>
        <source>Print a JSON array, best first.</source>
        <translation>Вывести массив JSON, лучшие — первыми.</translation>
    </message>
    <message>
        <source>Rank GPUs by relative performance or performance per dollar.</source>
        <translation>Ранжировать GPU по относительной производительности или по производительности на доллар.</translation>
    </message>
    <message>
        <source>--metric is required; expected one of: %1</source>
        <extracomment>%1 is the list of metric names, which are typed as they are.</extracomment>
        <translation>требуется --metric; ожидается одно из: %1</translation>
    </message>
    <message>
        <source>--metric &apos;%1&apos; is unknown; expected one of: %2</source>
        <extracomment>%1 is what the user typed, %2 the list of metric names, which are typed as they are.</extracomment>
        <translation>--metric: неизвестное значение «%1»; ожидается одно из: %2</translation>
    </message>
    <message>
        <source>--sort must be value or performance, got &apos;%1&apos;</source>
        <extracomment>value and performance are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--sort: нужно value или performance, получено «%1»</translation>
    </message>
    <message>
        <source>cannot read the database: %1</source>
        <translation>не удаётся прочитать базу данных: %1</translation>
    </message>
    <message>
        <source>%1, relative to %2 = 1.00, as of %3</source>
        <extracomment>%1 is the metric (8-bit inference, ...), %2 the reference GPU, %3 a month (YYYY-MM).</extracomment>
        <translation>%1, относительно %2 = 1.00, на %3</translation>
    </message>
    <message>
        <source>%1, relative to %2 = 1.00</source>
        <extracomment>%1 is the metric (8-bit inference, ...), %2 the reference GPU.</extracomment>
        <translation>%1, относительно %2 = 1.00</translation>
    </message>
    <message>
        <source>GPU</source>
        <extracomment>Column heading of the ranking table: the GPU&apos;s name.</extracomment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GB</source>
        <extracomment>Column heading of the ranking table: memory in GB (at most 5 characters).</extracomment>
        <translation>ГБ</translation>
    </message>
    <message>
        <source>perf</source>
        <extracomment>Column heading of the ranking table: relative performance (at most 6 characters).</extracomment>
        <translation>произв</translation>
    </message>
    <message>
        <source>price</source>
        <extracomment>Column heading of the ranking table: the GPU&apos;s price (at most 8 characters).</extracomment>
        <translation>цена</translation>
    </message>
    <message>
        <source>5y cost</source>
        <extracomment>Column heading of the ranking table: the cost of ownership over five years (at most 8 characters).</extracomment>
        <translation>за 5 лет</translation>
    </message>
    <message>
        <source>perf/$1k</source>
        <extracomment>Column heading of the ranking table: performance per 1000 dollars (at most 9 characters).</extracomment>
        <translation>пр./$1000</translation>
    </message>
    <message>
        <source>Price of the desktop with its GPU(s), USD (default %1).</source>
        <translation>Цена компьютера с GPU, USD (по умолчанию %1).</translation>
    </message>
    <message>
        <source>GPU power draw, W (default %1).</source>
        <extracomment>W is the option&apos;s value name and the unit, watts.</extracomment>
        <translation>Потребляемая мощность GPU, W (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Rest of the system, W (default %1).</source>
        <extracomment>The power drawn by the rest of the system; W is the option&apos;s value name and the unit, watts.</extracomment>
        <translation>Мощность остальной системы, W (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Cloud GPU rate, USD per hour (default %1).</source>
        <translation>Почасовая ставка облачного GPU в долларах США (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Share of the day the GPU works, 0 to 1 (default %1).</source>
        <translation>Доля суток, когда GPU работает, от 0 до 1 (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Print a JSON object.</source>
        <translation>Вывести объект JSON.</translation>
    </message>
    <message>
        <source>Days after which buying a desktop is cheaper than renting a cloud GPU.</source>
        <translation>Через сколько дней покупка ПК становится дешевле аренды облачного GPU.</translation>
    </message>
    <message>
        <source>Break-even after %1 days (about %2 months): after that the desktop is cheaper.</source>
        <extracomment>%1 is a number of days, %2 the same in months.</extracomment>
        <translation>Точка окупаемости через %1 дн. (около %2 мес.): после этого ПК дешевле.</translation>
    </message>
    <message>
        <source>Never: at this rate the cloud costs no more per day than the desktop&apos;s electricity.</source>
        <translation>Никогда: при такой ставке облако стоит в день не больше, чем электроэнергия для ПК.</translation>
    </message>
    <message>
        <source>--params must be a number of parameters such as 7e9 or 7B (up to 1e14), got &apos;%1&apos;</source>
        <extracomment>%1 is what the user typed; 7e9 and 7B are examples of what can be typed.</extracomment>
        <translation>--params: ожидается число параметров, например 7e9 или 7B (не больше 1e14), получено «%1»</translation>
    </message>
    <message>
        <source>--precision must be fp32, fp16, bf16, int8 or int4, got &apos;%1&apos;</source>
        <extracomment>fp32, fp16, ... are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--precision: ожидается fp32, fp16, bf16, int8 или int4, получено «%1»</translation>
    </message>
    <message>
        <source>--mode must be inference, training, lora or qlora, got &apos;%1&apos;</source>
        <extracomment>inference, training, lora and qlora are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--mode: ожидается inference, training, lora или qlora, получено «%1»</translation>
    </message>
    <message>
        <source>Model parameters, e.g. 7e9 or 7B.</source>
        <extracomment>7e9 and 7B are examples of what can be typed.</extracomment>
        <translation>Число параметров модели, например 7e9 или 7B.</translation>
    </message>
    <message>
        <source>fp32, fp16, bf16, int8 or int4 (default fp16).</source>
        <extracomment>fp32, fp16, ... are the values typed after --precision; keep them as they are.</extracomment>
        <translation>fp32, fp16, bf16, int8 или int4 (по умолчанию fp16).</translation>
    </message>
    <message>
        <source>inference, training, lora or qlora (default inference).</source>
        <extracomment>inference, training, lora and qlora are the values typed after --mode; keep them as they are.</extracomment>
        <translation>inference, training, lora или qlora (по умолчанию inference).</translation>
    </message>
    <message>
        <source>Transformer layers (for the KV cache and activations).</source>
        <translation>Число слоёв трансформера (для KV-кэша и активаций).</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention has fewer than attention heads).</source>
        <translation>Число голов ключей/значений (при grouped-query attention их меньше, чем голов внимания).</translation>
    </message>
    <message>
        <source>Size of one attention head.</source>
        <translation>Размер одной головы внимания.</translation>
    </message>
    <message>
        <source>Tokens per sequence.</source>
        <translation>Токенов в последовательности.</translation>
    </message>
    <message>
        <source>Sequences at once (default 1).</source>
        <translation>Последовательностей одновременно (по умолчанию 1).</translation>
    </message>
    <message>
        <source>Model width (estimated from params and layers when absent).</source>
        <translation>Ширина модели (если не задана, оценивается по числу параметров и слоёв).</translation>
    </message>
    <message>
        <source>LoRA/QLoRA adapter parameters as a share of the model (default 0.01).</source>
        <translation>Параметры адаптера LoRA/QLoRA как доля от модели (по умолчанию 0.01).</translation>
    </message>
    <message>
        <source>Framework overhead as a share (default 0.2).</source>
        <translation>Накладные расходы фреймворка как доля (по умолчанию 0.2).</translation>
    </message>
    <message>
        <source>Estimate the GPU memory a transformer workload needs, and which GPUs hold it.</source>
        <translation>Оценить, сколько памяти GPU нужно для задачи с трансформером и какие GPU её вмещают.</translation>
    </message>
    <message>
        <source>--params is required, for example --params 7e9</source>
        <extracomment>&quot;--params 7e9&quot; is typed as it is.</extracomment>
        <translation>требуется --params, например --params 7e9</translation>
    </message>
    <message>
        <source>Memory needed: %1 GB (%2, %3)</source>
        <extracomment>%1 is the memory in GB; %2 the mode (inference, ...) and %3 the number format (fp16, ...) as typed.</extracomment>
        <translation>Нужно памяти: %1 ГБ (%2, %3)</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Допущения:</translation>
    </message>
    <message>
        <source>Rules of thumb from the post: at least 12 GB for image generation, 24 GB for work with transformers.</source>
        <extracomment>&quot;The post&quot; is Tim Dettmers&apos; blog post the recommendations come from.</extracomment>
        <translation>Эмпирические правила из статьи: не меньше 12 ГБ для генерации изображений, 24 ГБ для работы с трансформерами.</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>fits</source>
        <extracomment>The workload fits on one such GPU (a column of at most 9 characters).</extracomment>
        <translation>хватает</translation>
    </message>
    <message>
        <source>too small</source>
        <extracomment>The workload does not fit on one such GPU (a column of at most 9 characters).</extracomment>
        <translation>мало</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <extracomment>%1 is an amount of GPU memory in GB, right-aligned in a column.</extracomment>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>(needs %1)</source>
        <extracomment>%1 is how many such GPUs the workload needs.</extracomment>
        <translation>(нужно %1 шт.)</translation>
    </message>
    <message>
        <source>%1: start a fresh database from the bundled data and copy into it what can still be read from a damaged one (which is only read).</source>
        <extracomment>%1 is how the action is typed: &quot;db recover DAMAGED [NEW.sqlite]&quot;.</extracomment>
        <translation>%1: создать новую базу данных из встроенных данных и перенести в неё всё, что ещё удаётся прочитать из повреждённой (сама она не изменяется).</translation>
    </message>
    <message>
        <source>%1: write every GPU and price to one CSV file.</source>
        <extracomment>%1 is how the action is typed: &quot;db export FILE.csv&quot;.</extracomment>
        <translation>%1: записать все GPU и цены в один файл CSV.</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing was written:</source>
        <extracomment>%1 is a file; the problems found in it follow, one a line.</extracomment>
        <translation>%1 не импортирован; ничего не записано:</translation>
    </message>
    <message>
        <source>The GPU, as the database names it (repeat for a mixed build).</source>
        <translation>GPU — так, как он назван в базе данных (повторите для смешанной сборки).</translation>
    </message>
    <message>
        <source>GPUs of that kind per machine, 1 to 8 (default 1; one per --gpu).</source>
        <translation>Количество таких GPU на машину, от 1 до 8 (по умолчанию 1; по одному на каждый --gpu).</translation>
    </message>
    <message>
        <source>Cap every GPU at W watts (half the TDP up to the TDP).</source>
        <extracomment>W is the option&apos;s value name: a number of watts.</extracomment>
        <translation>Ограничить мощность каждого GPU до W ватт (от половины TDP до полного TDP).</translation>
    </message>
    <message>
        <source>Identical machines joined by a network (default 1).</source>
        <translation>Число одинаковых машин, объединённых сетью (по умолчанию 1).</translation>
    </message>
    <message>
        <source>The outlet the machine plugs into: %1 (default %2, or %3 for 8-GPU servers).</source>
        <extracomment>%1 is the list of circuit keys, %2 and %3 two of them; they are typed as they are.</extracomment>
        <translation>Розетка, к которой подключается машина: %1 (по умолчанию %2, или %3 для серверов с 8 GPU).</translation>
    </message>
    <message>
        <source>kg CO2e per kWh of your electricity (default %1, the 2023 world average).</source>
        <extracomment>%1 is kilograms of CO2 equivalent per kWh.</extracomment>
        <translation>кг CO2-экв. на кВт·ч вашей электроэнергии (по умолчанию %1 — среднемировое значение за 2023 год).</translation>
    </message>
    <message>
        <source>Check GPU memory against a model of N parameters, e.g. 70e9 or 70B.</source>
        <extracomment>N is the option&apos;s value name; 70e9 and 70B are examples of what can be typed.</extracomment>
        <translation>Проверить память GPU для модели из N параметров, например 70e9 или 70B.</translation>
    </message>
    <message>
        <source>With --params: fp32, fp16, bf16, int8 or int4 (default fp16).</source>
        <extracomment>fp32, fp16, ... are the values typed after --precision; keep them as they are.</extracomment>
        <translation>Вместе с --params: fp32, fp16, bf16, int8 или int4 (по умолчанию fp16).</translation>
    </message>
    <message>
        <source>With --params: inference, training, lora or qlora (default inference).</source>
        <extracomment>inference, training, lora and qlora are the values typed after --mode; keep them as they are.</extracomment>
        <translation>Вместе с --params: inference, training, lora или qlora (по умолчанию inference).</translation>
    </message>
    <message>
        <source>Share of the time the GPUs work, 0 to 1 (default %1).</source>
        <translation>Доля времени, когда GPU работают, от 0 до 1 (по умолчанию %1).</translation>
    </message>
    <message>
        <source>Print the build as a JSON object.</source>
        <translation>Вывести сборку как объект JSON.</translation>
    </message>
    <message>
        <source>Write the build list to FILE: .md, .csv, .json or .pdf.</source>
        <extracomment>FILE is the option&apos;s value name; keep it as it is.</extracomment>
        <translation>Записать список комплектующих в FILE: .md, .csv, .json или .pdf.</translation>
    </message>
    <message>
        <source>Plan a machine around GPUs: PSU, circuit, CPU, memory, storage, cooling, warnings and costs.</source>
        <translation>Спланировать машину вокруг GPU: БП, цепь питания, CPU, память, накопители, охлаждение, предупреждения и затраты.</translation>
    </message>
    <message>
        <source>--gpu is required, for example --gpu &quot;GeForce RTX 4090&quot; --count 2</source>
        <extracomment>The example is typed as it is.</extracomment>
        <translation>требуется --gpu, например --gpu &quot;GeForce RTX 4090&quot; --count 2</translation>
    </message>
    <message>
        <source>give one --count for each --gpu (%1 GPU(s), %2 count(s))</source>
        <extracomment>%1 is how many times --gpu was given, %2 how many times --count was.</extracomment>
        <translation>укажите по одному --count для каждого --gpu (--gpu: %1, --count: %2)</translation>
    </message>
    <message>
        <source>--count must be a whole number from 1 to %1, got &apos;%2&apos;</source>
        <extracomment>%1 is the largest count allowed, %2 what the user typed.</extracomment>
        <translation>--count: ожидается целое число от 1 до %1, получено «%2»</translation>
    </message>
    <message>
        <source>--circuit must be one of %1, got &apos;%2&apos;</source>
        <extracomment>%1 is the list of circuit keys, which are typed as they are; %2 is what the user typed.</extracomment>
        <translation>--circuit: ожидается одно из значений %1, получено «%2»</translation>
    </message>
    <message>
        <source>--precision and --mode describe a workload; give its size with --params</source>
        <translation>--precision и --mode описывают нагрузку; укажите её размер через --params</translation>
    </message>
    <message>
        <source>--out must name a .md, .csv, .json or .pdf file, got &apos;%1&apos;</source>
        <extracomment>%1 is the file name the user gave.</extracomment>
        <translation>--out: ожидается имя файла .md, .csv, .json или .pdf, получено «%1»</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; closest matches: %2</source>
        <extracomment>%1 is the GPU name the user gave, %2 a list of GPU names.</extracomment>
        <translation>неизвестный GPU «%1»; ближайшие совпадения: %2</translation>
    </message>
    <message>
        <source>Wrote the build list (%1) to %2.</source>
        <extracomment>%1 is the build&apos;s title, %2 a file.</extracomment>
        <translation>Список комплектующих (%1) записан в %2.</translation>
    </message>
    <message>
        <source>this answer path recommends no card (%1: %2), so there is no build list to write</source>
        <extracomment>%1 is the kind of answer (cloud, ...) as a key, %2 the answer&apos;s title.</extracomment>
        <translation>при этих ответах не рекомендуется ни одна карта (%1: %2), поэтому записывать список комплектующих нечего</translation>
    </message>
    <message>
        <source>Wrote the build list for the %1 to %2.</source>
        <extracomment>%1 is a GPU, %2 a file.</extracomment>
        <translation>Список комплектующих для %1 записан в %2.</translation>
    </message>
    <message>
        <source>cannot write %1: a PDF report needs a GUI application (offscreen is enough)</source>
        <extracomment>%1 is a file. &quot;offscreen&quot; is the name of a Qt platform plugin.</extracomment>
        <translation>не удаётся записать %1: для отчёта PDF нужно графическое приложение (достаточно платформы offscreen)</translation>
    </message>
    <message>
        <source>expected &apos;db recover DAMAGED [NEW.sqlite]&apos;</source>
        <extracomment>The quoted command is typed as it is.</extracomment>
        <translation>ожидается «db recover DAMAGED [NEW.sqlite]»</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <extracomment>%1 is a file.</extracomment>
        <translation>%1 не существует</translation>
    </message>
    <message>
        <source>Fresh database: %1</source>
        <extracomment>%1 is the new database file.</extracomment>
        <translation>Новая база данных: %1</translation>
    </message>
    <message>
        <source>Salvaged from %1 (left unchanged): %2 GPU(s), %3 price(s), %4 saved build(s).</source>
        <extracomment>%1 is the damaged database file; %2 to %4 are counts.</extracomment>
        <translation>Восстановлено из %1 (файл не изменён): GPU — %2, цен — %3, сохранённых сборок — %4.</translation>
    </message>
    <message>
        <source>not readable: %1</source>
        <extracomment>%1 is a part of the damaged database that could not be read.</extracomment>
        <translation>не читается: %1</translation>
    </message>
    <message>
        <source>Use it with --db %1</source>
        <extracomment>%1 is the new database file; &quot;--db&quot; is typed as it is.</extracomment>
        <translation>Используйте её с параметром --db %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <extracomment>%1 is a list of how the actions are typed (&apos;db import FILE.csv&apos;, ...); keep them as they are.</extracomment>
        <translation>ожидается одно из: %1</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;</source>
        <extracomment>%1 is how the command is typed, e.g. &quot;db import FILE.csv&quot;; keep it as it is.
----------
%1 is how the command is typed; keep it as it is.</extracomment>
        <translation>ожидается «%1»</translation>
    </message>
    <message>
        <source>Start a fresh database and copy into it what can still be read from a damaged one.</source>
        <translation>Начать новую базу данных и скопировать в неё то, что ещё можно прочитать из повреждённой.</translation>
    </message>
    <message>
        <source>Write every GPU and price to one CSV file.</source>
        <translation>Записать все GPU и цены в один файл CSV.</translation>
    </message>
    <message>
        <source>With --gpu and no --cloud-hourly: cheapest, median, cheapest-spot or median-spot across providers (default cheapest).</source>
        <extracomment>The values are typed as they are.</extracomment>
        <translation>С --gpu и без --cloud-hourly: cheapest, median, cheapest-spot или median-spot по поставщикам (по умолчанию cheapest).</translation>
    </message>
    <message>
        <source>--cloud-rate must be cheapest, median, cheapest-spot or median-spot, got &apos;%1&apos;</source>
        <extracomment>The values are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--cloud-rate должен быть cheapest, median, cheapest-spot или median-spot, получено «%1»</translation>
    </message>
    <message>
        <source>No cloud rates of the %1 on record; give yours with --cloud-hourly.</source>
        <extracomment>%1 is a GPU name; --cloud-hourly is typed as it is.</extracomment>
        <translation>Облачных тарифов для %1 нет; укажите свой через --cloud-hourly.</translation>
    </message>
    <message>
        <source>Cloud rates of the %1 per GPU-hour, each provider&apos;s newest offer:</source>
        <extracomment>%1 is a GPU name. A table of cloud offers follows, one provider a line.</extracomment>
        <translation>Облачные тарифы %1 за GPU-час, самое новое предложение каждого поставщика:</translation>
    </message>
    <message>
        <source>spot</source>
        <extracomment>A kind of cloud rate, in a column of at most 10 characters.</extracomment>
        <translation>spot</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>по запросу</translation>
    </message>
    <message>
        <source>Using the rate you gave.</source>
        <translation>Используется указанный вами тариф.</translation>
    </message>
    <message>
        <source>No rate of that kind on record: using the default; give yours with --cloud-hourly.</source>
        <extracomment>--cloud-hourly is typed as it is.</extracomment>
        <translation>Тарифов такого вида нет: используется значение по умолчанию; укажите свой через --cloud-hourly.</translation>
    </message>
    <message>
        <source>For a cloud catalog without a provider column: whose prices they are (RunPod, AWS, ...).</source>
        <extracomment>NAME is the option&apos;s value name; RunPod and AWS are examples of cloud providers.</extracomment>
        <translation>Для облачного каталога без столбца provider: чьи это цены (RunPod, AWS, ...).</translation>
    </message>
    <message>
        <source>For a cloud catalog without a date column: the day its prices were read (YYYY-MM-DD).</source>
        <extracomment>DATE is the option&apos;s value name; YYYY-MM-DD is the date format.</extracomment>
        <translation>Для облачного каталога без столбца date: день, когда прочитаны цены (ГГГГ-ММ-ДД).</translation>
    </message>
    <message>
        <source>For a cloud catalog without a source column: where it comes from (default: the file name).</source>
        <extracomment>TEXT is the option&apos;s value name.</extracomment>
        <translation>Для облачного каталога без столбца source: откуда он (по умолчанию — имя файла).</translation>
    </message>
    <message>
        <source>--date must be a date YYYY-MM-DD no later than today, got &apos;%1&apos;</source>
        <extracomment>%1 is what the user typed; YYYY-MM-DD is the date format.</extracomment>
        <translation>--date должна быть датой ГГГГ-ММ-ДД не позже сегодняшней, получено «%1»</translation>
    </message>
    <message>
        <source>Download the newest GPU data (specs, prices, cloud rates, flowchart editions) into the database.</source>
        <translation>Загрузить в базу свежие данные о GPU (характеристики, цены, облачные тарифы, издания блок-схемы).</translation>
    </message>
    <message>
        <source>Address of the bundle&apos;s manifest.json or of its folder (http, https or file).</source>
        <extracomment>URL is the option&apos;s value name.</extracomment>
        <translation>Адрес manifest.json пакета или его папки (http, https или file).</translation>
    </message>
    <message>
        <source>Seconds a download may go without receiving anything (default 30).</source>
        <extracomment>S is the option&apos;s value name, a number of seconds.</extracomment>
        <translation>Сколько секунд загрузка может ничего не получать (по умолчанию 30).</translation>
    </message>
    <message>
        <source>expected &apos;db update [--url URL]&apos;</source>
        <extracomment>The quoted command is typed as it is.</extracomment>
        <translation>ожидалось «db update [--url URL]»</translation>
    </message>
    <message>
        <source>Downloading the data bundle from %1</source>
        <extracomment>%1 is an address.</extracomment>
        <translation>Загружается пакет данных с %1</translation>
    </message>
    <message>
        <source>nothing was changed: %1</source>
        <extracomment>%1 is the reason.</extracomment>
        <translation>ничего не изменено: %1</translation>
    </message>
    <message>
        <source>Updated from the data bundle of %1:</source>
        <extracomment>%1 is the date of the data bundle (YYYY-MM-DD).</extracomment>
        <translation>Обновлено из пакета данных от %1:</translation>
    </message>
    <message>
        <source>Not ranked, no price on record as of %1:</source>
        <extracomment>%1 is a month (YYYY-MM); a list of GPU names follows.</extracomment>
        <translation>Не ранжируются, нет цены на %1:</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>%1 says the prices are old or far apart.</extracomment>
        <translation>Внимание: %1</translation>
    </message>
    <message>
        <source>live: today&apos;s best cards by the rules behind the post&apos;s picks (default); 2023: the post&apos;s own picks.</source>
        <extracomment>live and 2023 are typed as they are.</extracomment>
        <translation>live: лучшие карты на сегодня по правилам, стоящим за выбором статьи (по умолчанию); 2023: собственный выбор статьи.</translation>
    </message>
    <message>
        <source>Evaluate the picks and their prices as of a month (default: today).</source>
        <extracomment>YYYY-MM is the form of a month (2023-01).</extracomment>
        <translation>Выбрать карты и их цены на указанный месяц (по умолчанию — на сегодня).</translation>
    </message>
    <message>
        <source>--edition must be live or 2023, got &apos;%1&apos;</source>
        <extracomment>live and 2023 are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--edition должен быть live или 2023, получено &apos;%1&apos;</translation>
    </message>
    <message>
        <source>System RAM for offloaded layers: %1 (default ddr5-dual), or none.</source>
        <translation>Оперативная память для вынесенных слоёв: %1 (по умолчанию ddr5-dual) или none.</translation>
    </message>
    <message>
        <source>--ram must be one of %1 or none, got &apos;%2&apos;</source>
        <extracomment>%1 lists the platforms, typed as they are; %2 is what the user typed.</extracomment>
        <translation>--ram должен быть одним из %1 или none, указано &apos;%2&apos;</translation>
    </message>
    <message>
        <source>List the language models the planner knows, with their architecture and source.</source>
        <translation>Показать языковые модели, известные планировщику, с их архитектурой и источником.</translation>
    </message>
    <message>
        <source>Print a JSON array.</source>
        <translation>Вывести массив JSON.</translation>
    </message>
    <message>
        <source>%1B total, %2B active (%3 of %4 experts)</source>
        <translation>всего %1 млрд, активных %2 млрд (%3 из %4 экспертов)</translation>
    </message>
    <message>
        <source>%1B dense</source>
        <translation>плотная, %1 млрд</translation>
    </message>
    <message>
        <source>%1: %2, %3 attention, %4 tokens, released %5</source>
        <extracomment>%1 model name, %2 its size, %3 attention kind (gqa, mla, sliding), %4 native context in tokens, %5 release month</extracomment>
        <translation>%1: %2, внимание %3, %4 токенов, выпущена %5</translation>
    </message>
    <message>
        <source>What to buy to run a language model: every configuration that fits, priced, with its speed.</source>
        <translation>Что купить, чтобы запускать языковую модель: все подходящие конфигурации с ценой и скоростью.</translation>
    </message>
    <message>
        <source>Plan the hardware for a language model at a context, for a number of users, at a target speed. Without --gpu it lists every configuration of the database&apos;s cards and unified-memory machines that holds the model, cheapest first; with --gpu and --count (repeatable) it evaluates exactly that configuration, fitting or not.</source>
        <translation>Подобрать оборудование для языковой модели при заданном контексте, числе пользователей и целевой скорости. Без --gpu выводит все конфигурации из карт и машин с общей памятью из базы, в которые модель помещается, начиная с самой дешёвой; с --gpu и --count (можно повторять) оценивает ровно эту конфигурацию, помещается она или нет.</translation>
    </message>
    <message>
        <source>The model, as `models` lists it (required).</source>
        <translation>Модель, как её называет `models` (обязательно).</translation>
    </message>
    <message>
        <source>KV-cache type: %1 (default F16).</source>
        <translation>Тип кэша ключей и значений: %1 (по умолчанию F16).</translation>
    </message>
    <message>
        <source>Tokens per sequence (default 8192).</source>
        <translation>Токенов на последовательность (по умолчанию 8192).</translation>
    </message>
    <message>
        <source>Users served at once, each its own sequence (default 1).</source>
        <translation>Пользователей одновременно, у каждого своя последовательность (по умолчанию 1).</translation>
    </message>
    <message>
        <source>Decode speed each user should see, tokens per second.</source>
        <translation>Скорость генерации для каждого пользователя, токенов в секунду.</translation>
    </message>
    <message>
        <source>Most the hardware may cost, USD.</source>
        <translation>Наибольшая стоимость оборудования, USD.</translation>
    </message>
    <message>
        <source>An API&apos;s price per million generated tokens, USD, to compare with.</source>
        <translation>Цена API за миллион сгенерированных токенов, USD, для сравнения.</translation>
    </message>
    <message>
        <source>Use prices and devices as of a month.</source>
        <translation>Использовать цены и устройства на указанный месяц.</translation>
    </message>
    <message>
        <source>A device of the configuration to evaluate (repeatable).</source>
        <translation>Устройство оцениваемой конфигурации (можно повторять).</translation>
    </message>
    <message>
        <source>How many of the --gpu before it (default 1).</source>
        <translation>Сколько устройств из предшествующего --gpu (по умолчанию 1).</translation>
    </message>
    <message>
        <source>Order: price or total (5-year cost of ownership; default price).</source>
        <translation>Порядок: price или total (стоимость владения за 5 лет; по умолчанию price).</translation>
    </message>
    <message>
        <source>Share of the time the hardware generates, 0 to 1 (default 0.15).</source>
        <translation>Доля времени, когда оборудование генерирует, от 0 до 1 (по умолчанию 0.15).</translation>
    </message>
    <message>
        <source>Electricity, USD per kWh (default 0.175).</source>
        <translation>Электричество, USD за кВт·ч (по умолчанию 0.175).</translation>
    </message>
    <message>
        <source>Years of ownership (default 5).</source>
        <translation>Лет владения (по умолчанию 5).</translation>
    </message>
    <message>
        <source>--model is required, for example --model &quot;Llama 3.1 70B&quot;</source>
        <extracomment>The example is typed as it is.</extracomment>
        <translation>нужен --model, например --model &quot;Llama 3.1 70B&quot;</translation>
    </message>
    <message>
        <source>--quant is required: one of %1</source>
        <extracomment>%1 lists the formats, typed as they are.</extracomment>
        <translation>нужен --quant: одно из %1</translation>
    </message>
    <message>
        <source>unknown --quant &apos;%1&apos;; closest: %2</source>
        <extracomment>%1 is what the user typed, %2 the closest format names.</extracomment>
        <translation>неизвестный --quant &apos;%1&apos;; ближайшие: %2</translation>
    </message>
    <message>
        <source>unknown --kv-cache &apos;%1&apos;; closest: %2</source>
        <extracomment>%1 is what the user typed, %2 the closest KV-cache types.</extracomment>
        <translation>неизвестный --kv-cache &apos;%1&apos;; ближайшие: %2</translation>
    </message>
    <message>
        <source>--sort must be price or total, got &apos;%1&apos;</source>
        <extracomment>price and total are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--sort должен быть price или total, указано &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;; closest matches: %2</source>
        <extracomment>%1 is the model name the user gave, %2 a list of model names.</extracomment>
        <translation>неизвестная модель &apos;%1&apos;; ближайшие совпадения: %2</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <extracomment>%1 configuration, %2 kind (gpus, unified, offload; typed as they are)</extracomment>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>memory per device (GB): %1</source>
        <extracomment>%1 memory per device, &quot;used/capacity&quot; in GB, comma-separated</extracomment>
        <translation>память на устройство (ГБ): %1</translation>
    </message>
    <message>
        <source>decode %1 tokens/s (one user), %2 per user with all users; prompt %3 tokens/s, first token after %4 s</source>
        <extracomment>%1 decode tokens/s (one user), %2 per user with all users, %3 prompt tokens/s, %4 seconds to first token</extracomment>
        <translation>генерация %1 токенов/с (один пользователь), %2 на пользователя при всех пользователях; запрос %3 токенов/с, первый токен через %4 с</translation>
    </message>
    <message>
        <source>price %1 (%2), total cost %3 over the years, %4 per million tokens</source>
        <extracomment>%1 price, %2 its date, %3 5-year cost of ownership, %4 USD per million generated tokens</extracomment>
        <translation>цена %1 (%2), полная стоимость %3 за срок владения, %4 за миллион токенов</translation>
    </message>
    <message>
        <source>no price on record</source>
        <translation>цена не записана</translation>
    </message>
    <message>
        <source>Use the GPU and part prices on record at the end of a month.</source>
        <translation>Брать цены GPU и деталей, известные на конец месяца.</translation>
    </message>
    <message>
        <source>--db must name a database file, got an empty path</source>
        <extracomment>&quot;--db&quot; is an option, typed as it is.</extracomment>
        <translation>--db должен указывать файл базы данных, а получен пустой путь</translation>
    </message>
    <message>
        <source>cannot write to the standard output: %1</source>
        <extracomment>%1 is the reason the system gave, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>не удаётся писать в стандартный вывод: %1</translation>
    </message>
    <message>
        <source>the output could not be written</source>
        <translation>вывод не удалось записать</translation>
    </message>
    <message>
        <source>to start a fresh database and copy into it what can still be read: gpu-advisor db recover %1</source>
        <extracomment>%1 is the database file; &quot;gpu-advisor db recover&quot; is a command to type, keep it as it is.</extracomment>
        <translation>чтобы создать новую базу данных и перенести в неё всё, что ещё можно прочитать: gpu-advisor db recover %1</translation>
    </message>
    <message>
        <source>--%1 must be a month YYYY-MM from %2 to %3, got &apos;%4&apos;</source>
        <extracomment>%1 is an option name, %2 and %3 the first and last month allowed (YYYY-MM), %4 what the user gave.</extracomment>
        <translation>--%1 должен быть месяцем в формате YYYY-MM от %2 до %3, а получено «%4»</translation>
    </message>
    <message>
        <source>Left as the bundled data has them (the fresh database has them already): %1 GPU(s), %2 price(s).</source>
        <extracomment>%1 and %2 are counts of rows of the damaged database that the bundled data has as they were.</extracomment>
        <translation>Совпадают со встроенными данными (они уже есть в новой базе): GPU — %1, цен — %2.</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing was written: %2</source>
        <extracomment>%1 is a file, %2 the database&apos;s problem.</extracomment>
        <translation>%1 не импортирован; ничего не записано: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; expected &apos;models [--json]&apos;, &apos;%2&apos; or &apos;%3&apos;</source>
        <extracomment>%1 is what the user typed; the quoted commands are typed as they are.</extracomment>
        <translation>лишний аргумент «%1»; ожидалось &apos;models [--json]&apos;, &apos;%2&apos; или &apos;%3&apos;</translation>
    </message>
    <message>
        <source>Add your own language models from a CSV file in the catalog&apos;s layout.</source>
        <translation>Добавить свои языковые модели из файла CSV в формате каталога.</translation>
    </message>
    <message>
        <source>%1: add your own language models, or replace ones you added, from a CSV file with the columns &apos;models export&apos; writes. Every row is checked first; any error writes nothing.</source>
        <extracomment>%1 is how the action is typed: &quot;models import FILE.csv&quot;; &quot;models export&quot; is a command.</extracomment>
        <translation>%1: добавить свои языковые модели или заменить добавленные вами из файла CSV со столбцами, которые пишет &apos;models export&apos;. Сначала проверяется каждая строка; при любой ошибке ничего не записывается.</translation>
    </message>
    <message>
        <source>Imported %1: %2 model(s) added, %3 replaced, %4 already in the catalog.</source>
        <extracomment>%1 is a file; %2 to %4 count models added, replaced and already in the catalog.</extracomment>
        <translation>Импортирован %1: добавлено моделей: %2, заменено: %3, уже были в каталоге: %4.</translation>
    </message>
    <message>
        <source>Write the language-model catalog to a CSV file that &apos;models import&apos; reads.</source>
        <translation>Записать каталог языковых моделей в файл CSV, который читает &apos;models import&apos;.</translation>
    </message>
    <message>
        <source>%1: write the language-model catalog, or with --own only the models you added, to a CSV file.</source>
        <extracomment>%1 is how the action is typed: &quot;models export FILE.csv [--own]&quot;.</extracomment>
        <translation>%1: записать в файл CSV каталог языковых моделей или, с --own, только добавленные вами модели.</translation>
    </message>
    <message>
        <source>Only the models you added.</source>
        <translation>Только добавленные вами модели.</translation>
    </message>
    <message>
        <source>Exported %1 model(s) to %2.</source>
        <extracomment>%1 counts models, %2 is a file.</extracomment>
        <translation>Экспортировано моделей: %1, в файл %2.</translation>
    </message>
    <message>
        <source>Add your own measured figures, shown beside the model&apos;s estimates.</source>
        <translation>Добавить свои измерения; они показываются рядом с оценками модели.</translation>
    </message>
    <message>
        <source>%1: add your own measured figures (columns %2; all rows are checked first; any error writes nothing).</source>
        <extracomment>%1 is how the action is typed; %2 the columns of the file, which are typed as they are.</extracomment>
        <translation>%1: добавить свои измерения (столбцы %2; сначала проверяются все строки; при любой ошибке ничего не записывается).</translation>
    </message>
    <message>
        <source>--software must be today or post-2023, got &apos;%1&apos;</source>
        <extracomment>today and post-2023 are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--software должен быть today или post-2023, получено «%1»</translation>
    </message>
    <message>
        <source>8-bit formats the software uses: today (INT8 and FP8, default) or post-2023 (FP8 only and every card at its rated clock, as the 2023 post computed; the default with --as-of before 2024).</source>
        <extracomment>today and post-2023 are the values typed after --software; keep them in English.</extracomment>
        <translation>8-битные форматы, которые использует ПО: today (INT8 и FP8, по умолчанию) или post-2023 (только FP8 и каждая карта на своей номинальной частоте, как считала статья 2023 года; по умолчанию при --as-of раньше 2024 года).</translation>
    </message>
    <message>
        <source>Give them with --provider NAME and --date YYYY-MM-DD.</source>
        <extracomment>The options are typed as they are; NAME and YYYY-MM-DD are what to type after them.</extracomment>
        <translation>Укажите их через --provider NAME и --date YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>Add or update GPUs and prices, or add cloud rates, part prices or measured figures, from a CSV file.</source>
        <translation>Добавить или обновить GPU и цены либо добавить облачные тарифы, цены деталей или измерения из файла CSV.</translation>
    </message>
    <message>
        <source>%1: add or update GPUs and prices, or add a cloud catalog, your own part prices or your own measured figures (told apart by the header; all rows are checked first; any error writes nothing).</source>
        <extracomment>%1 is how the action is typed: &quot;db import FILE.csv&quot;.</extracomment>
        <translation>%1: добавить или обновить GPU и цены либо добавить облачный каталог, ваши собственные цены деталей или ваши собственные измерения (различаются по заголовку; сначала проверяются все строки; при любой ошибке ничего не записывается).</translation>
    </message>
    <message>
        <source>--params %1 means %1 parameters; for %1 billion write --params %1B or %1e9</source>
        <extracomment>%1 is what the user typed; &quot;%1B&quot; and &quot;%1e9&quot; are what to type for billions.</extracomment>
        <translation>--params %1 означает %1 параметров; для %1 млрд напишите --params %1B или %1e9</translation>
    </message>
    <message>
        <source>Price the cards new, used (marketplace listings included) or cheapest, the cheaper of the two (default cheapest).</source>
        <extracomment>new, used and cheapest are typed as they are.</extracomment>
        <translation>Цены карт: new — новых, used — б/у (включая объявления на площадках), cheapest — более низкая из двух (по умолчанию cheapest).</translation>
    </message>
    <message>
        <source>Show only the first N configurations (default: all).</source>
        <translation>Показать только первые N конфигураций (по умолчанию все).</translation>
    </message>
    <message>
        <source>--condition must be new, used or cheapest, got &apos;%1&apos;</source>
        <extracomment>new, used and cheapest are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--condition должно быть new, used или cheapest, а не «%1»</translation>
    </message>
    <message>
        <source>%1 more configuration(s) not shown (--limit).</source>
        <extracomment>%1 is how many configurations --limit left out.</extracomment>
        <translation>Ещё не показано конфигураций: %1 (--limit).</translation>
    </message>
    <message>
        <source>Answer the questions about prices from the cards&apos; prices and a budget of USD dollars for the card; --answers then gives the other answers.</source>
        <extracomment>USD is the value name shown in the help (--budget &lt;USD&gt;); keep it as it is.</extracomment>
        <translation>Ответить на вопросы о ценах по ценам карт и бюджету на карту в USD долларов; тогда --answers даёт остальные ответы.</translation>
    </message>
    <message>
        <source>(from your budget of %1)</source>
        <extracomment>Follows an answer that --budget gave; %1 is the budget in dollars.</extracomment>
        <translation>(по вашему бюджету %1)</translation>
    </message>
    <message>
        <source>Electricity, USD per kWh (default %1; %2 with --gpu).</source>
        <extracomment>%1 the post&apos;s electricity price, %2 the window&apos;s, which --gpu takes</extracomment>
        <translation>Электроэнергия, USD за кВт·ч (по умолчанию %1; %2 с --gpu).</translation>
    </message>
    <message>
        <source>no price of the %1 on record; give the desktop&apos;s with --desktop-cost</source>
        <extracomment>%1 is a GPU name; --desktop-cost is typed as it is.</extracomment>
        <translation>цена %1 неизвестна; укажите цену компьютера через --desktop-cost</translation>
    </message>
    <message>
        <source>What the whole build may cost, every part, in USD: a warning says by how much it is over.</source>
        <extracomment>USD is the option&apos;s value name: an amount in US dollars.</extracomment>
        <translation>Сколько может стоить вся сборка, все детали, в USD: предупреждение скажет, на сколько она дороже.</translation>
    </message>
    <message>
        <source>System memory per machine in GB, instead of the planner&apos;s twice the GPU memory.</source>
        <extracomment>GB is the option&apos;s value name.</extracomment>
        <translation>Оперативная память на машину в ГБ вместо удвоенной памяти GPU, которую берёт планировщик.</translation>
    </message>
    <message>
        <source>Your PC takes the GPUs: buy only the GPUs and the power supply (one machine).</source>
        <translation>Карты ставятся в ваш ПК: купить только GPU и блок питания (одна машина).</translation>
    </message>
    <message>
        <source>How long a fine-tuning job takes on each configuration that holds it, and whether to buy or rent.</source>
        <translation>Сколько займёт дообучение на каждой конфигурации, которая его вмещает, и что выгоднее: купить или арендовать.</translation>
    </message>
    <message>
        <source>Plan a fine-tuning job (full, LoRA or QLoRA) of a model of the catalog on a number of tokens. Without --gpu it lists every configuration of the database&apos;s cards, unified-memory machines and rented GPUs that holds the job: hours, electricity, purchase price, the job rented, and after how many such jobs buying wins. With --gpu and --count (repeatable) it evaluates exactly those, fitting or not.</source>
        <translation>Планирование дообучения (полного, LoRA или QLoRA) модели из каталога на заданном числе токенов. Без --gpu перечисляет все конфигурации из карт базы данных, машин с единой памятью и арендуемых GPU, которые вмещают задачу: часы, электричество, цена покупки, стоимость той же задачи в аренду и после скольких таких задач покупка окупается. С --gpu и --count (можно повторять) оценивает ровно эти конфигурации, вмещают они задачу или нет.</translation>
    </message>
    <message>
        <source>full, lora or qlora (required).</source>
        <translation>full, lora или qlora (обязательно).</translation>
    </message>
    <message>
        <source>Tokens trained: dataset tokens times epochs (required).</source>
        <translation>Обучаемые токены: токены набора данных, умноженные на число эпох (обязательно).</translation>
    </message>
    <message>
        <source>Tokens per sequence (default 2048).</source>
        <translation>Токенов в последовательности (по умолчанию 2048).</translation>
    </message>
    <message>
        <source>LoRA rank (default 16).</source>
        <translation>Ранг LoRA (по умолчанию 16).</translation>
    </message>
    <message>
        <source>Where the adapters go: all (every linear layer) or attention (default all).</source>
        <translation>Куда ставятся адаптеры: all (все линейные слои) или attention (по умолчанию all).</translation>
    </message>
    <message>
        <source>bf16, or fp8 on cards with FP8 units (default bf16).</source>
        <translation>bf16 или fp8 на картах с блоками FP8 (по умолчанию bf16).</translation>
    </message>
    <message>
        <source>adamw or adamw-8bit (default adamw).</source>
        <translation>adamw или adamw-8bit (по умолчанию adamw).</translation>
    </message>
    <message>
        <source>Train without gradient checkpointing (more memory, less work).</source>
        <translation>Обучать без контрольных точек градиентов (больше памяти, меньше вычислений).</translation>
    </message>
    <message>
        <source>Sequences per device per optimizer step (default 8).</source>
        <translation>Последовательностей на устройство за шаг оптимизатора (по умолчанию 8).</translation>
    </message>
    <message>
        <source>--model is required, for example --model &quot;Llama 3.1 8B&quot;</source>
        <extracomment>The example is typed as it is.</extracomment>
        <translation>нужен --model, например --model &quot;Llama 3.1 8B&quot;</translation>
    </message>
    <message>
        <source>--method must be full, lora or qlora, got &apos;%1&apos;</source>
        <extracomment>full, lora and qlora are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--method должен быть full, lora или qlora, получено «%1»</translation>
    </message>
    <message>
        <source>--tokens is required, for example --tokens 100000000</source>
        <extracomment>The example is typed as it is.</extracomment>
        <translation>нужен --tokens, например --tokens 100000000</translation>
    </message>
    <message>
        <source>--modules must be all or attention, got &apos;%1&apos;</source>
        <extracomment>all and attention are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--modules должен быть all или attention, получено «%1»</translation>
    </message>
    <message>
        <source>--precision must be bf16 or fp8, got &apos;%1&apos;</source>
        <extracomment>bf16 and fp8 are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--precision должен быть bf16 или fp8, получено «%1»</translation>
    </message>
    <message>
        <source>--optimizer must be adamw or adamw-8bit, got &apos;%1&apos;</source>
        <extracomment>adamw and adamw-8bit are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--optimizer должен быть adamw или adamw-8bit, получено «%1»</translation>
    </message>
    <message>
        <source>The engine that runs it: llama.cpp or vllm (default: the format&apos;s usual one).</source>
        <extracomment>llama.cpp and vllm are typed as they are</extracomment>
        <translation>Движок, который запускает модель: llama.cpp или vllm (по умолчанию — обычный для формата).</translation>
    </message>
    <message>
        <source>--runtime must be llama.cpp or vllm, got &apos;%1&apos;</source>
        <extracomment>llama.cpp and vllm are typed as they are; %1 is what the user typed.</extracomment>
        <translation>--runtime должен быть llama.cpp или vllm, указано &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Weight format: %1 (required, but for a model read from a GGUF file: its own format).</source>
        <translation>Формат весов: %1 (обязателен, кроме модели из файла GGUF: у неё свой формат).</translation>
    </message>
    <message>
        <source>one configuration is one machine, which holds at most %1 cards; the --count options add up to %2</source>
        <extracomment>%1 is the most cards one machine holds, %2 how many the --count options add up to.</extracomment>
        <translation>одна конфигурация — это одна машина, в которой не больше %1 карт; параметры --count в сумме дают %2</translation>
    </message>
    <message>
        <source>Read the model from a GGUF file&apos;s header, on disk or behind an http(s) link that honours Range (a split file&apos;s first part reads them all).</source>
        <translation>Прочитать модель из заголовка файла GGUF — на диске или по ссылке http(s), где сервер поддерживает Range (первая часть разделённого файла читает все части).</translation>
    </message>
    <message>
        <source>Add a model from a GGUF file: its exact tensor sizes, read from the header only.</source>
        <translation>Добавить модель из файла GGUF: точные размеры её тензоров, прочитанные только из заголовка.</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <extracomment>%1 what is wrong with the file; nothing was added
----------
%1 what could not be read, and where</extracomment>
        <translation>%1; ничего не записано</translation>
    </message>
    <message>
        <source>--name must have 1 to 120 characters</source>
        <translation>--name должно содержать от 1 до 120 символов</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <extracomment>%1 file name(s), %2 architecture, %3 the format with its mix of types</extracomment>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>parameters: %1 (%2B), %3 per token</source>
        <extracomment>%1 parameters, %2 the same in billions, %3 parameters each token uses</extracomment>
        <translation>параметры: %1 (%2 млрд), %3 на токен</translation>
    </message>
    <message>
        <source>weights: %1 bytes (%2 GiB) in %3 tensors; %4 layers; %5 bytes outside them</source>
        <extracomment>%1 bytes, %2 the same in GiB, %3 tensors, %4 layers, %5 bytes outside the layers</extracomment>
        <translation>веса: %1 байт (%2 ГиБ) в %3 тензорах; слоёв: %4; вне слоёв %5 байт</translation>
    </message>
    <message>
        <source>the header does not give %1, so the model was not added; nothing was written</source>
        <extracomment>%1 lists the catalog&apos;s columns the file&apos;s metadata lacks</extracomment>
        <translation>в заголовке нет %1, поэтому модель не добавлена; ничего не записано</translation>
    </message>
    <message>
        <source>the model was not added, its metadata is not a possible model (%1); nothing was written</source>
        <extracomment>%1 says which field is impossible</extracomment>
        <translation>модель не добавлена: её метаданные не описывают возможную модель (%1); ничего не записано</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a bundled model, which cannot be changed; give yours a name with --name</source>
        <extracomment>%1 a model&apos;s name; --name is typed as it is</extracomment>
        <translation>«%1» — встроенная модель, её нельзя изменить; дайте своей имя через --name</translation>
    </message>
    <message>
        <source>Replaced your model &quot;%1&quot;.</source>
        <extracomment>%1 a model&apos;s name</extracomment>
        <translation>Ваша модель «%1» заменена.</translation>
    </message>
    <message>
        <source>Added &quot;%1&quot; to your models.</source>
        <translation>«%1» добавлена к вашим моделям.</translation>
    </message>
    <message>
        <source>(%1, checked %2)</source>
        <extracomment>%1 where the readiness of a card comes from, %2 the day it was read (YYYY-MM-DD).</extracomment>
        <translation>(%1, проверено %2)</translation>
    </message>
    <message>
        <source>Only GPUs a software stack supports on a system, such as vllm-linux, pytorch-windows or mlx-macos (see docs/software-readiness.md).</source>
        <extracomment>vllm-linux is typed as it is.</extracomment>
        <translation>Только GPU, которые поддерживает программный стек в системе, например vllm-linux, pytorch-windows или mlx-macos (см. docs/software-readiness.md).</translation>
    </message>
    <message>
        <source>--stack: %1</source>
        <extracomment>%1 says what is wrong with the value given after --stack.</extracomment>
        <translation>--stack: %1</translation>
    </message>
    <message>
        <source>Only GPUs that %1 supports on %2 (by its own support list; docs/software-readiness.md).</source>
        <extracomment>%1 is a software stack (&quot;vLLM&quot;), %2 a system (&quot;Linux&quot;).</extracomment>
        <translation>Только GPU, которые %1 поддерживает в %2 (по его собственному списку; docs/software-readiness.md).</translation>
    </message>
    <message>
        <source>GPU Advisor now uses %1 (the window and the commands without --db).</source>
        <extracomment>%1 is the new database file.</extracomment>
        <translation>Теперь GPU Advisor использует %1 (и окно, и команды без --db).</translation>
    </message>
    <message>
        <source>Cost: %1 + desktop %2 + %3 of electricity at %4 and %5 utilisation</source>
        <extracomment>%1 is the kind of GPU price (new price, ...), %2 the desktop&apos;s cost, %3 years (&quot;5 years&quot;), %4 a price per kWh, %5 a percentage.</extracomment>
        <translation>Стоимость: %1 + компьютер %2 + электроэнергия за %3 по %4 при загрузке %5</translation>
    </message>
    <message>
        <source>Price to use: new, used or cheapest (default cheapest: the lower of the latest new and second-hand price; with --as-of before 2024, the 2023 post&apos;s own average of new and used).</source>
        <extracomment>new, used and cheapest are the values typed after --condition; keep them in English.</extracomment>
        <translation>Какую цену использовать: new, used или cheapest (по умолчанию cheapest — меньшая из последних цен новой карты и б/у; с --as-of раньше 2024 года — среднее цен новой и б/у, как считала статья 2023 года).</translation>
    </message>
    <message>
        <source>A GPU of the database: its price, power draw and dated cloud rates are used, the desktop being the card and the machine the build planner prices around it, at the window&apos;s electricity price and utilisation.</source>
        <extracomment>NAME is the option&apos;s value name.</extracomment>
        <translation>GPU из базы данных: берутся его цена, потребляемая мощность и датированные облачные тарифы; компьютер — это карта и машина, которую планировщик сборки оценивает вокруг неё; цена электроэнергии и загрузка — из настроек окна.</translation>
    </message>
    <message>
        <source>Your own price of the desktop around the GPU in USD (default: the build planner&apos;s parts for the machine each GPU needs, as of the month; with --as-of before 2024, the 2023 post&apos;s $%1).</source>
        <translation>Ваша цена компьютера вокруг GPU в USD (по умолчанию — комплектующие планировщика сборки для машины, нужной каждому GPU, на заданный месяц; с --as-of раньше 2024 года — %1&#xa0;$ из статьи 2023 года).</translation>
    </message>
    <message>
        <source>Price the GPUs new, used (marketplace listings included) or cheapest, the cheaper current offer of the two (default cheapest).</source>
        <extracomment>new, used and cheapest are the values typed after --condition; keep them in English.</extracomment>
        <translation>Цены GPU: new — новых, used — б/у (включая объявления на площадках), cheapest — более низкая из двух текущих цен (по умолчанию cheapest).</translation>
    </message>
    <message>
        <source>(--edition 2023 for the post&apos;s own)</source>
        <translation>(--edition 2023 — собственный выбор статьи)</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;</source>
        <extracomment>%1 is the GPU name the user gave.</extracomment>
        <translation>неизвестный GPU «%1»</translation>
    </message>
    <message>
        <source>Add your own measured language-model speeds, shown beside the planner&apos;s estimates.</source>
        <translation>Добавить свои измеренные скорости языковых моделей; они показываются рядом с оценками планировщика.</translation>
    </message>
    <message>
        <source>%1: add your own measured language-model speeds (the columns of llm-speeds.csv, at least %2; all rows are checked first; any error writes nothing). The Language models tab and plan show them beside the estimates, marked as yours.</source>
        <extracomment>%1 is how the action is typed; %2 the required columns of the file, which are typed as they are.</extracomment>
        <translation>%1: добавить свои измеренные скорости языковых моделей (столбцы llm-speeds.csv, как минимум %2; сначала проверяются все строки; при любой ошибке ничего не записывается). Вкладка «Языковые модели» и plan показывают их рядом с оценками с пометкой «ваши».</translation>
    </message>
    <message>
        <source>Count no resale of the GPUs after the years (keep them until they die); by default the expected resale is taken off the cost of ownership.</source>
        <translation>Не учитывать перепродажу GPU по истечении срока (пользоваться ими до отказа); по умолчанию ожидаемая цена перепродажи вычитается из стоимости владения.</translation>
    </message>
    <message>
        <source>%1: download the data bundle, check its manifest&apos;s signature by a trusted key (the one shipped or one added with --trust-key), every file against the manifest (size, SHA-256, contents) and add what is new in one transaction; what you entered or edited stays, and a bundle older than the data installed is refused. Any problem leaves the database as it was. The address is --url, else the one in Preferences, else %2.</source>
        <extracomment>%1 is how the action is typed: &quot;db update [--url URL]&quot;; %2 the default address.</extracomment>
        <translation>%1: загрузить пакет данных, проверить подпись его манифеста доверенным ключом (встроенным или добавленным через --trust-key), сверить каждый файл с манифестом (размер, SHA-256, содержимое) и добавить новое одной транзакцией; введённое или изменённое вами сохраняется, а пакет старше установленных данных отклоняется. При любой ошибке база данных остаётся прежней. Адрес берётся из --url, иначе из настроек, иначе %2.</translation>
    </message>
    <message>
        <source>Trust bundles signed by the minisign public key in FILE from now on (kept in the settings).</source>
        <extracomment>FILE is the option&apos;s value name.</extracomment>
        <translation>Отныне доверять пакетам, подписанным открытым ключом minisign из FILE (хранится в настройках).</translation>
    </message>
    <message>
        <source>Stop trusting the key ID that --trust-key added, and do nothing else.</source>
        <extracomment>ID is the option&apos;s value name, a key id in hexadecimal.</extracomment>
        <translation>Перестать доверять ключу ID, добавленному через --trust-key, и больше ничего не делать.</translation>
    </message>
    <message>
        <source>Trust or stop trusting a key data bundles are signed by.</source>
        <extracomment>A synopsis of the command line; FILE and ID are the options&apos; values.</extracomment>
        <translation>Доверять ключу, которым подписываются пакеты данных, или перестать ему доверять.</translation>
    </message>
    <message>
        <source>the key %1 ships with GPU Advisor; a release replaces it, it cannot be forgotten here</source>
        <extracomment>%1 is a key id.</extracomment>
        <translation>ключ %1 поставляется с GPU Advisor; его заменяет новый выпуск, удалить его здесь нельзя</translation>
    </message>
    <message>
        <source>no key %1 was added with --trust-key</source>
        <extracomment>%1 is what the user typed.</extracomment>
        <translation>ключ %1 не добавлялся через --trust-key</translation>
    </message>
    <message>
        <source>Bundles signed by the key %1 are no longer trusted.</source>
        <extracomment>%1 is a key id.</extracomment>
        <translation>Пакеты, подписанные ключом %1, больше не считаются доверенными.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file, %2 what is wrong with it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Bundles signed by the key %1 are trusted from now on.</source>
        <extracomment>%1 is a key id.</extracomment>
        <translation>Пакеты, подписанные ключом %1, отныне считаются доверенными.</translation>
    </message>
    <message>
        <source>Count no resale of the GPU after the years (keep it until it dies); by default the expected resale is taken off the cost of ownership.</source>
        <translation>Не учитывать перепродажу GPU по истечении срока (пользоваться до отказа); по умолчанию ожидаемая цена перепродажи вычитается из стоимости владения.</translation>
    </message>
    <message>
        <source>With --gpu: count no resale of the GPU in its cost of ownership and break-even (keep it until it dies).</source>
        <translation>С --gpu: не учитывать перепродажу GPU в стоимости владения и окупаемости (использовать до выхода из строя).</translation>
    </message>
    <message>
        <source>Count no resale of the machine&apos;s cards after the years in what owning costs (keep them until they die); by default the expected resale is taken off, as `rank` takes it off.</source>
        <translation>Не учитывать перепродажу видеокарт машины по истечении срока в стоимости владения (использовать до выхода из строя); по умолчанию ожидаемая цена перепродажи вычитается, как и в `rank`.</translation>
    </message>
    <message>
        <source>With --gguf or --hf: the name the model gets in the catalog.</source>
        <translation>С --gguf или --hf: название модели в каталоге.</translation>
    </message>
    <message>
        <source>With --gguf or --hf: print what was read as JSON (with --gguf every tensor with its bytes).</source>
        <translation>С --gguf или --hf: вывести прочитанное в формате JSON (с --gguf — каждый тензор с размером в байтах).</translation>
    </message>
    <message>
        <source>%1: %2 (%3), &quot;%4&quot;</source>
        <extracomment>%1 a repository, %2 its architecture (&quot;Qwen3MoeForCausalLM&quot;), %3 its model type, %4 the model&apos;s name</extracomment>
        <translation>%1: %2 (%3), &quot;%4&quot;</translation>
    </message>
    <message>
        <source>parameters: %1B, %2B per token; %3</source>
        <extracomment>%1 and %2 billions of parameters; %3 says how they were found</extracomment>
        <translation>параметры: %1B, %2B на токен; %3</translation>
    </message>
    <message>
        <source>exact, the sum of the safetensors headers</source>
        <translation>точно, сумма по заголовкам safetensors</translation>
    </message>
    <message>
        <source>computed from config.json</source>
        <translation>вычислено по config.json</translation>
    </message>
    <message>
        <source>layers: %1, width %2, vocabulary %3, context %4 tokens</source>
        <extracomment>%1 layers, %2 the model&apos;s width, %3 its vocabulary, %4 its context in tokens</extracomment>
        <translation>слои: %1, ширина %2, словарь %3, контекст (токенов): %4</translation>
    </message>
    <message>
        <source>attention: %1, %2 heads, %3 KV heads of %4</source>
        <extracomment>%1 the attention kind (gqa, mla, sliding), %2 query heads, %3 key/value heads, %4 their size</extracomment>
        <translation>внимание: %1, голов: %2, KV-голов: %3 размером %4</translation>
    </message>
    <message>
        <source>; latent %1, rope key %2</source>
        <extracomment>%1 the latent&apos;s size, %2 the rope key&apos;s size</extracomment>
        <translation>; латентный вектор %1, ключ rope %2</translation>
    </message>
    <message>
        <source>; window %1 tokens on %2 of every %3 layers</source>
        <extracomment>%1 tokens, %2 local layers, %3 global layers in one repeat of the pattern</extracomment>
        <translation>; окно (токенов): %1 на %2 из каждых %3 слоёв</translation>
    </message>
    <message>
        <source>experts: %1, %2 per token, %3 shared</source>
        <translation>эксперты: %1, на токен: %2, общих: %3</translation>
    </message>
    <message>
        <source>experts: none (dense)</source>
        <translation>эксперты: нет (плотная модель)</translation>
    </message>
    <message>
        <source>source: %1</source>
        <extracomment>%1 where the figures were read</extracomment>
        <translation>источник: %1</translation>
    </message>
    <message>
        <source>%1; set HF_TOKEN to such a token; nothing was written</source>
        <extracomment>%1 why the repository or link cannot be read; HF_TOKEN is typed as it is</extracomment>
        <translation>%1; задайте такой токен в HF_TOKEN; ничего не записано</translation>
    </message>
    <message>
        <source>Read the model from a Hugging Face repository (OWNER/NAME, OWNER/NAME@REVISION or its address): config.json and the safetensors headers, from the endpoint HF_ENDPOINT names, with the token in HF_TOKEN.</source>
        <translation>Прочитать модель из репозитория Hugging Face (OWNER/NAME, OWNER/NAME@REVISION или его адрес): config.json и заголовки safetensors с сервера, указанного в HF_ENDPOINT, с токеном из HF_TOKEN.</translation>
    </message>
    <message>
        <source>With --hf or a --gguf link: seconds a request may go without receiving anything (default 30).</source>
        <translation>С --hf или ссылкой в --gguf: сколько секунд запрос может ничего не получать (по умолчанию 30).</translation>
    </message>
    <message>
        <source>Add a model from a Hugging Face repository: its architecture from config.json, its exact parameters from the safetensors headers.</source>
        <translation>Добавить модель из репозитория Hugging Face: архитектуру — из config.json, точное число параметров — из заголовков safetensors.</translation>
    </message>
    <message>
        <source>%1 does not give %2, so the model was not added; nothing was written. Fill them in with &quot;Add your model…&quot; on the Language models tab, or in a CSV for &apos;models import FILE.csv&apos;</source>
        <extracomment>%1 a repository, %2 the catalog&apos;s columns it does not give; &quot;Add your model…&quot; is the button on the Language models tab, the command is typed as it is</extracomment>
        <translation>В %1 не указано: %2, поэтому модель не добавлена; ничего не записано. Заполните эти поля через «Добавить свою модель…» на вкладке «Языковые модели» или в CSV для &apos;models import FILE.csv&apos;</translation>
    </message>
    <message>
        <source>Count no resale of the devices after the years (keep them until they die); by default the expected resale is taken off the cost of ownership.</source>
        <translation>Не учитывать перепродажу устройств по истечении срока (использовать до выхода из строя); по умолчанию ожидаемая цена перепродажи вычитается из стоимости владения.</translation>
    </message>
    <message>
        <source>%1: median %2 across %3 providers</source>
        <extracomment>%1 is &quot;on demand&quot; or &quot;spot&quot;, %2 a rate per hour (&quot;$0.55/h&quot;), %3 a number of providers.</extracomment>
        <translation>%1: медиана %2 по %3 поставщикам</translation>
    </message>
    <message>
        <source>Using the cheapest: %1 at %2 (%3); --cloud-rate picks another.</source>
        <extracomment>%1 is a rate per hour (&quot;$0.40/h&quot;), %2 a provider, %3 a date; --cloud-rate is typed as it is.</extracomment>
        <translation>Используется самый дешёвый: %1 у %2 (%3); другой выбирается через --cloud-rate.</translation>
    </message>
    <message>
        <source>Using the median: %1; --cloud-rate picks another.</source>
        <extracomment>%1 is a rate per hour (&quot;$0.55/h&quot;); --cloud-rate is typed as it is.</extracomment>
        <translation>Используется медиана: %1; другой выбирается через --cloud-rate.</translation>
    </message>
    <message>
        <source>Card: %1 (%2) + the desktop around it %3</source>
        <extracomment>%1 the card&apos;s price (&quot;$4,795&quot;), %2 its date, %3 the desktop around it (&quot;$1,869&quot;)</extracomment>
        <translation>Карта: %1 (%2) + остальной ПК вокруг неё %3</translation>
    </message>
    <message>
        <source>Desktop: %1 − expected resale %2 + electricity %3/day (%4 kWh/year)</source>
        <extracomment>%1 is the desktop&apos;s price in dollars, %2 the card&apos;s expected resale after the years in dollars, %3 its electricity in dollars per day, %4 its energy in kWh per year. The line below it starts with &quot;Cloud:&quot;; the two amounts line up.</extracomment>
        <translation>ПК:     %1 − ожидаемая цена перепродажи %2 + электроэнергия %3/день (%4 кВт·ч/год)</translation>
    </message>
    <message>
        <source>Desktop: %1 + electricity %2/day (%3 kWh/year)</source>
        <extracomment>%1 is the desktop&apos;s price in dollars, %2 its electricity in dollars per day, %3 its energy in kWh per year. The line below it starts with &quot;Cloud:&quot;; the two amounts line up.</extracomment>
        <translation>ПК:     %1 + электроэнергия %2/день (%3 кВт·ч/год)</translation>
    </message>
    <message>
        <source>Cloud:   %1/day (%2 x %3 h/day)</source>
        <extracomment>%1 is the cloud&apos;s cost in dollars per day, %2 its hourly rate in dollars, %3 hours a day. The spaces line the amount up with the &quot;Desktop:&quot; line above it.</extracomment>
        <translation>Облако: %1/день (%2 x %3 ч/день)</translation>
    </message>
</context>
<context>
    <name>CompareWidget</name>
    <message>
        <source>Compare GPUs</source>
        <translation>Сравнение GPU</translation>
    </message>
    <message>
        <source>Wor&amp;kload:</source>
        <translation>Нагр&amp;узка:</translation>
    </message>
    <message>
        <source>Size of the model, in billions of parameters</source>
        <translation>Размер модели в миллиардах параметров</translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation>Размер модели в миллиардах параметров</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> млрд параметров</translation>
    </message>
    <message>
        <source>Number format of the weights</source>
        <translation>Числовой формат весов</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>What the GPU does with the model</source>
        <translation>Что GPU делает с моделью</translation>
    </message>
    <message>
        <source>Kind of work</source>
        <translation>Вид работы</translation>
    </message>
    <message>
        <source>Memory the workload needs</source>
        <translation>Память, нужная для задачи</translation>
    </message>
    <message>
        <source>GPUs side by side</source>
        <translation>GPU бок о бок</translation>
    </message>
    <message>
        <source>16-bit (FP16)</source>
        <translation>16 бит (FP16)</translation>
    </message>
    <message>
        <source>16-bit (BF16)</source>
        <translation>16 бит (BF16)</translation>
    </message>
    <message>
        <source>32-bit (FP32)</source>
        <translation>32 бита (FP32)</translation>
    </message>
    <message>
        <source>8-bit</source>
        <translation>8 бит</translation>
    </message>
    <message>
        <source>4-bit</source>
        <translation>4 бита</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>инференс</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>полное обучение</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>дообучение LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>дообучение QLoRA</translation>
    </message>
    <message>
        <source>%1 GPUs are selected; the first %2 are compared.</source>
        <translation>Выбрано GPU: %1; сравниваются первые %2.</translation>
    </message>
    <message>
        <source>This workload needs about %1 GB of GPU memory (weights%2, plus %3% overhead).</source>
        <translation>Для этой задачи нужно около %1 ГБ памяти GPU (веса%2 плюс %3% накладных расходов).</translation>
    </message>
    <message>
        <source>, gradients and optimizer state</source>
        <translation>, градиенты и состояние оптимизатора</translation>
    </message>
    <message>
        <source>The best value of each row is highlighted. Performance (×) is relative to the %1 (± the model&apos;s typical error); costs follow the what-if assumptions above.</source>
        <extracomment>%1 the reference GPU</extracomment>
        <translation>Лучшее значение в каждой строке выделено. Производительность (×) — относительно %1 (± — обычная ошибка модели); затраты рассчитаны по допущениям «что если» выше.</translation>
    </message>
    <message>
        <source>Select two to four GPUs in the table (%1+click or %2+click) to compare them side by side.</source>
        <extracomment>%1 and %2 are the names of the Ctrl and Shift keys on this system (Ctrl and Shift, or ⌘ and ⇧ on a Mac)</extracomment>
        <translation>Выберите в таблице от двух до четырёх GPU (%1+щелчок или %2+щелчок), чтобы сравнить их бок о бок.</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Самая низкая</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Б/у</translation>
    </message>
    <message>
        <source>Average (the post&apos;s)</source>
        <translation>Средняя (как в статье)</translation>
    </message>
    <message>
        <source>Price of the %1 counted at</source>
        <extracomment>%1 a GPU&apos;s name</extracomment>
        <translation>Какая цена %1 учитывается</translation>
    </message>
    <message>
        <source>Which of the card&apos;s prices this column counts: its latest new one, its latest used one (or a marketplace listing of unstated condition), or the cheaper of the two</source>
        <translation>Какая цена карты учитывается в этом столбце: последняя цена новой, последняя цена б/у (или объявление с площадки без указания состояния) или меньшая из двух</translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <source>years must be more than 0 and at most 50 (got %1)</source>
        <extracomment>&quot;years&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение years должно быть больше 0 и не больше 50 (получено %1)</translation>
    </message>
    <message>
        <source>kwh-price must be from 0 to 10 USD (got %1)</source>
        <extracomment>&quot;kwh-price&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение kwh-price должно быть от 0 до 10 USD (получено %1)</translation>
    </message>
    <message>
        <source>utilization must be from 0 to 1 (got %1)</source>
        <extracomment>&quot;utilization&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение utilization должно быть от 0 до 1 (получено %1)</translation>
    </message>
    <message>
        <source>desktop-cost must be from 0 to 10,000,000 USD (got %1)</source>
        <extracomment>&quot;desktop-cost&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение desktop-cost должно быть от 0 до 10&#xa0;000&#xa0;000 USD (получено %1)</translation>
    </message>
    <message>
        <source>no resale counted: the 2023 post&apos;s view counts none</source>
        <extracomment>A cost of ownership&apos;s resale line in the 2023 post&apos;s view</extracomment>
        <translation>перепродажа не учитывается: в статье 2023 года она не учитывалась</translation>
    </message>
</context>
<context>
    <name>CostOfOwnership</name>
    <message>
        <source>your %1</source>
        <extracomment>The desktop of a cost of ownership; %1 is the user&apos;s own price of it</extracomment>
        <translation>%1 (ваша цена)</translation>
    </message>
    <message>
        <source>the 2023 post&apos;s %1</source>
        <extracomment>The desktop of a cost of ownership in the 2023 post&apos;s view; %1 is its price ($700)</extracomment>
        <translation>%1 (из статьи 2023 года)</translation>
    </message>
    <message>
        <source>from the build planner&apos;s parts for each GPU&apos;s machine</source>
        <extracomment>The desktop of a cost of ownership, priced by the build planner for each GPU</extracomment>
        <translation>по комплектующим планировщика сборки для машины каждого GPU</translation>
    </message>
    <message>
        <source>Resale: none, as in the 2023 post</source>
        <extracomment>How a ranking&apos;s cost of ownership treats resale in the 2023 post&apos;s view</extracomment>
        <translation>Перепродажа: не учитывается, как в статье 2023 года</translation>
    </message>
    <message>
        <source>Resale: none, each GPU is kept until it stops working</source>
        <extracomment>How a ranking&apos;s cost of ownership treats resale in the what-if &quot;keep it until it dies&quot;</extracomment>
        <translation>Перепродажа: не учитывается, каждый GPU используется до отказа</translation>
    </message>
    <message>
        <source>Resale: the expected resale after %1 is taken off where the fit of second-hand prices reaches</source>
        <extracomment>How a ranking&apos;s cost of ownership treats resale; %1 is the years (&quot;5 years&quot;)</extracomment>
        <translation>Перепродажа: ожидаемая цена перепродажи через %1 вычитается там, где применима аппроксимация цен б/у</translation>
    </message>
    <message>
        <source>no dated second-hand prices to fit</source>
        <extracomment>Why a card&apos;s cost of ownership counts no resale</extracomment>
        <translation>нет датированных цен б/у для аппроксимации</translation>
    </message>
    <message>
        <source>no price paid on record</source>
        <extracomment>Why a card&apos;s cost of ownership counts no resale</extracomment>
        <translation>нет сведений об уплаченной цене</translation>
    </message>
</context>
<context>
    <name>Csv</name>
    <message>
        <source>line %1: unexpected text after a closing quote</source>
        <translation>строка %1: неожиданный текст после закрывающей кавычки</translation>
    </message>
    <message>
        <source>line %1: a quoted field is never closed</source>
        <translation>строка %1: поле в кавычках не закрыто</translation>
    </message>
    <message>
        <source>line %1: a field is longer than %2 characters, the most a field may hold</source>
        <extracomment>%1 is a line number, %2 a number of characters.</extracomment>
        <translation>строка %1: поле длиннее %2 символов — больше, чем может вместить поле</translation>
    </message>
</context>
<context>
    <name>CsvRowReader</name>
    <message>
        <source>a value</source>
        <translation>значение</translation>
    </message>
    <message>
        <source>text without control characters</source>
        <extracomment>What a CSV text column must hold; completes &quot;expected ...&quot; in the message about a field.</extracomment>
        <translation>текст без управляющих символов</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>число от %1 до %2</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>целое число от %1 до %2</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>a month YYYY-MM</source>
        <extracomment>YYYY-MM and YYYY-MM-DD are the formats the file must use; completes &quot;expected ...&quot;.</extracomment>
        <translation>месяц в формате YYYY-MM</translation>
    </message>
    <message>
        <source>a date YYYY-MM-DD</source>
        <translation>дата в формате YYYY-MM-DD</translation>
    </message>
    <message>
        <source>a month YYYY-MM or a date YYYY-MM-DD</source>
        <translation>месяц в формате YYYY-MM или дата в формате YYYY-MM-DD</translation>
    </message>
    <message>
        <source>a month up to %1</source>
        <extracomment>%1 the latest month (YYYY-MM) or day (YYYY-MM-DD) a date column may name</extracomment>
        <translation>месяц не позднее %1</translation>
    </message>
    <message>
        <source>a date up to %1</source>
        <translation>дата не позднее %1</translation>
    </message>
    <message>
        <source>a month from %1 on</source>
        <extracomment>%1 the earliest month (YYYY-MM) or day (YYYY-MM-DD) a date column may name</extracomment>
        <translation>месяц не ранее %1</translation>
    </message>
    <message>
        <source>a date from %1 on</source>
        <translation>дата не ранее %1</translation>
    </message>
    <message>
        <source>a month from %1 to this month (%2)</source>
        <extracomment>%1 the earliest month or day a date column may name, %2 the current one</extracomment>
        <translation>месяц от %1 до текущего (%2)</translation>
    </message>
    <message>
        <source>a date from %1 to today (%2)</source>
        <translation>дата от %1 до сегодняшнего дня (%2)</translation>
    </message>
    <message>
        <source>a month from %1 to %2</source>
        <extracomment>%1 the earliest and %2 the latest month (YYYY-MM) or day (YYYY-MM-DD) a date column may name</extracomment>
        <translation>месяц от %1 до %2</translation>
    </message>
    <message>
        <source>a date from %1 to %2</source>
        <translation>дата от %1 до %2</translation>
    </message>
    <message>
        <source>a value not already on line %1</source>
        <extracomment>Completes &quot;expected ...&quot; about a value that must be unique; %1 the line that already has it.</extracomment>
        <translation>значение, которого ещё нет в строке %1</translation>
    </message>
    <message>
        <source>line %1, column %2: expected %3, found &quot;%4&quot;</source>
        <extracomment>%2 is a CSV column name (not translated); %3 says what the column should hold, e.g. &quot;a number from 1 to 5&quot;; %4 is the text found in the file.</extracomment>
        <translation>строка %1, столбец %2: ожидается %3, найдено «%4»</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>A choice of values that must be typed exactly as shown: &quot;new or used&quot;, &quot;new, used or mixed&quot; (%1 holds all but the last, separated by commas). The values are not translated.</extracomment>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>line %1: expected %2 fields as in the header, found %3</source>
        <extracomment>%1 a line number, %2 how many fields the header has, %3 how many the line has</extracomment>
        <translation>строка %1: полей должно быть %2, как в заголовке, а найдено %3</translation>
    </message>
    <message>
        <source>line 1: expected a header row, found an empty file</source>
        <translation>строка 1: ожидается строка заголовка, но файл пуст</translation>
    </message>
    <message>
        <source>line 1: the header lacks the column(s) %1</source>
        <extracomment>%1 lists the missing CSV column names (not translated).</extracomment>
        <translation>строка 1: в заголовке нет столбцов: %1</translation>
    </message>
    <message>
        <source>line 1: the header lacks the column(s) %1 (found: %2)</source>
        <extracomment>%1 lists the missing CSV column names, %2 the columns the header has (names are not translated).</extracomment>
        <translation>строка 1: в заголовке нет столбцов: %1 (есть: %2)</translation>
    </message>
    <message>
        <source>line 1: unknown column &quot;%1&quot;</source>
        <extracomment>%1 is a column name of a CSV header (not translated).</extracomment>
        <translation>строка 1: неизвестный столбец «%1»</translation>
    </message>
</context>
<context>
    <name>DataBundle</name>
    <message>
        <source>the manifest is %1 bytes, more than the %2 a manifest may have</source>
        <extracomment>%1 and %2 are sizes in bytes.</extracomment>
        <translation>манифест занимает %1 байт, больше допустимых %2</translation>
    </message>
    <message>
        <source>the manifest is not a JSON object (%1 at offset %2)</source>
        <extracomment>%1 is the JSON parser&apos;s message, %2 a character offset.</extracomment>
        <translation>манифест — не объект JSON (%1 в позиции %2)</translation>
    </message>
    <message>
        <source>the manifest has no valid &quot;%1&quot;</source>
        <extracomment>%1 is the name of a JSON member (not translated).</extracomment>
        <translation>в манифесте нет правильного &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the bundle is in format version %1, newer than this version of GPU Advisor reads (%2); update GPU Advisor to use it</source>
        <extracomment>%1 and %2 are format version numbers.</extracomment>
        <translation>пакет в формате версии %1, более новой, чем читает эта версия GPU Advisor (%2); обновите GPU Advisor, чтобы его использовать</translation>
    </message>
    <message>
        <source>the manifest&apos;s &quot;%1&quot; is not a date in the form YYYY-MM-DD</source>
        <extracomment>%1 is the name of a JSON member (not translated); YYYY-MM-DD is the date format.</extracomment>
        <translation>поле &quot;%1&quot; манифеста — не дата вида ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>the manifest&apos;s &quot;%1&quot; is not a list of files</source>
        <extracomment>%1 is the name of a JSON member (not translated).</extracomment>
        <translation>поле &quot;%1&quot; манифеста — не список файлов</translation>
    </message>
    <message>
        <source>the manifest lists %1 files, more than the %2 a bundle may have</source>
        <extracomment>%1 and %2 are counts of files.</extracomment>
        <translation>в манифесте %1 файлов, больше допустимых %2</translation>
    </message>
    <message>
        <source>file %1 of the manifest has the name &quot;%2&quot;, which is not a plain file name (letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;; no folders)</source>
        <extracomment>%1 is a position in the list of files, %2 the name the manifest gives.</extracomment>
        <translation>у файла %1 в манифесте имя &quot;%2&quot;, а это не простое имя файла (буквы, цифры, &apos;.&apos;, &apos;_&apos; и &apos;-&apos;; без папок)</translation>
    </message>
    <message>
        <source>the manifest lists &quot;%1&quot; twice</source>
        <extracomment>%1 is a file name.</extracomment>
        <translation>манифест называет &quot;%1&quot; дважды</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is of the unknown kind &quot;%2&quot;; expected one of %3</source>
        <extracomment>%1 is a file name, %2 the kind the manifest gives, %3 the list of kinds known (not translated).</extracomment>
        <translation>у &quot;%1&quot; неизвестный вид &quot;%2&quot;; ожидался один из: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no valid size (a whole number of bytes up to %2)</source>
        <extracomment>%1 is a file name, %2 a size in bytes.</extracomment>
        <translation>у &quot;%1&quot; нет правильного размера (целое число байт до %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no valid SHA-256 (64 lower-case hexadecimal digits)</source>
        <extracomment>%1 is a file name; SHA-256 is the name of a hash.</extracomment>
        <translation>у &quot;%1&quot; нет правильного SHA-256 (64 строчные шестнадцатеричные цифры)</translation>
    </message>
    <message>
        <source>the bundle&apos;s files add up to %1 bytes, more than the %2 a bundle may have</source>
        <extracomment>%1 and %2 are sizes in bytes.</extracomment>
        <translation>файлы пакета занимают %1 байт, больше допустимых %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 bytes where the manifest says %3 (cut short or altered)</source>
        <extracomment>%1 is a file name, %2 and %3 sizes in bytes.</extracomment>
        <translation>в &quot;%1&quot; %2 байт, а манифест говорит %3 (файл обрезан или изменён)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not match the SHA-256 the manifest gives (altered or damaged)</source>
        <extracomment>%1 is a file name; SHA-256 is the name of a hash.</extracomment>
        <translation>&quot;%1&quot; не совпадает с SHA-256 из манифеста (файл изменён или повреждён)</translation>
    </message>
    <message>
        <source>the manifest&apos;s &quot;%1&quot; is %2, not a date from %3 to %4</source>
        <extracomment>%1 is the name of a JSON member (not translated); %2 the date given, %3 and %4 the bounds (YYYY-MM-DD).</extracomment>
        <translation>«%1» в манифесте — %2, а не дата от %3 до %4</translation>
    </message>
</context>
<context>
    <name>DataFileFlow</name>
    <message>
        <source>&amp;Import data...</source>
        <translation>&amp;Импорт данных...</translation>
    </message>
    <message>
        <source>&amp;Export data...</source>
        <translation>&amp;Экспорт данных...</translation>
    </message>
    <message>
        <source>Add GPUs and prices, a cloud price catalog, part prices or your own measurements from a CSV file</source>
        <translation>Добавить из файла CSV GPU и цены, каталог облачных цен, цены деталей или ваши собственные измерения</translation>
    </message>
    <message>
        <source>Write every GPU and price, with their sources and dates, to a CSV file</source>
        <translation>Записать все GPU и цены с их источниками и датами в файл CSV</translation>
    </message>
    <message>
        <source>Import data</source>
        <translation>Импорт данных</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <extracomment>File dialog filter; keep &quot;(*.csv)&quot; and &quot;(*)&quot; as they are</extracomment>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing was written.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 не импортирован; ничего не записано.</translation>
    </message>
    <message>
        <source>Correct these lines and import it again:</source>
        <translation>Исправьте эти строки и импортируйте файл снова:</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Экспорт данных</translation>
    </message>
    <message>
        <source>%1 was not written.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 не записан.</translation>
    </message>
</context>
<context>
    <name>DataFiles</name>
    <message>
        <source>Imported the cloud catalog %1: %2 rate(s) added, %3 already present; %4 CPU-only and %5 unpriced row(s) left out.</source>
        <extracomment>%1 is a file; %2 and %3 are counts of cloud rates; %4 and %5 counts of rows left out.</extracomment>
        <translation>Облачный каталог %1 импортирован: тарифов добавлено — %2, уже были — %3; пропущено строк без GPU — %4, без цены — %5.</translation>
    </message>
    <message>
        <source>Left out, as no GPU of the database has these names (add them to the cloud GPU names): %1</source>
        <extracomment>%1 lists the catalog&apos;s GPU names with their row counts.</extracomment>
        <translation>Пропущены, так как в базе нет GPU с такими именами (добавьте их в облачные имена GPU): %1</translation>
    </message>
    <message>
        <source>Imported your part prices from %1: %2 added, %3 already present. The build planner uses them where they are the newest at the plan&apos;s date.</source>
        <extracomment>%1 is a file; %2 and %3 are counts of part prices (memory, CPU, PSU...).</extracomment>
        <translation>Ваши цены деталей импортированы из %1: добавлено %2, уже были %3. Планировщик сборки использует их там, где они самые новые на дату плана.</translation>
    </message>
    <message>
        <source>Imported %1: %2 measured figure(s) added, %3 already present.</source>
        <extracomment>%1 is a file; %2 and %3 are counts of measured figures.</extracomment>
        <translation>Импортирован %1: добавлено измерений — %2, уже были — %3.</translation>
    </message>
    <message>
        <source>Imported %1: %2 GPU(s) added, %3 updated, %4 unchanged; %5 price(s) added, %6 already present.</source>
        <extracomment>%1 is a file; %2 to %4 count GPUs added, changed and as they were; %5 and %6 prices added and already present.</extracomment>
        <translation>Импортирован %1: добавлено GPU: %2, обновлено: %3, без изменений: %4; добавлено цен: %5, уже имелось: %6.</translation>
    </message>
    <message>
        <source>cannot read the database: %1</source>
        <extracomment>%1 is the database&apos;s problem.</extracomment>
        <translation>не удаётся прочитать базу данных: %1</translation>
    </message>
    <message>
        <source>Exported %1 GPU(s) and %2 price(s) to %3.</source>
        <extracomment>%1 and %2 are counts, %3 a file.</extracomment>
        <translation>Экспортировано в %3: GPU — %1, цен — %2.</translation>
    </message>
    <message>
        <source>Imported %1: %2 GPU(s) added, %3 updated, %4 unchanged.</source>
        <extracomment>%1 is a file; %2 to %4 count GPUs added, changed and as they were.</extracomment>
        <translation>Импортирован %1: добавлено GPU: %2, обновлено: %3, без изменений: %4.</translation>
    </message>
    <message>
        <source>Imported %1: %2 price(s) added, %3 already present.</source>
        <extracomment>%1 is a file; %2 and %3 count prices added and already present.</extracomment>
        <translation>Импортирован %1: добавлено цен: %2, уже имелось: %3.</translation>
    </message>
    <message>
        <source>part &quot;%1&quot;: no part of a build is priced by that name; the names are %2</source>
        <extracomment>%1 a part key from the file, %2 the keys the planner prices (not translated)</extracomment>
        <translation>деталь «%1»: ни одна деталь сборки не оценивается под таким именем; имена: %2</translation>
    </message>
    <message>
        <source>line 1: the header names none of the layouts GPU Advisor reads: GPUs (%1), prices (%2), an export (%3), a cloud catalog (%4), part prices (%5) or measured figures (%6)</source>
        <extracomment>%1 to %6 list CSV column names (not translated)</extracomment>
        <translation>строка 1: заголовок не соответствует ни одному формату, который читает GPU Advisor: GPU (%1), цены (%2), экспорт (%3), облачный каталог (%4), цены деталей (%5) или измерения (%6)</translation>
    </message>
    <message>
        <source>(the columns must be separated by commas; this file uses %1)</source>
        <translation>(столбцы должны разделяться запятыми; в этом файле — %1)</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>точки с запятой</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>табуляции</translation>
    </message>
    <message>
        <source>%1 holds no GPUs or prices, only its header: nothing was written.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>В %1 нет ни GPU, ни цен, только заголовок: ничего не записано.</translation>
    </message>
    <message>
        <source>Imported %1: %2 measured LLM speed(s) added, %3 already present. The Language models tab and plan show them beside the estimates, as yours.</source>
        <extracomment>%1 is a file; %2 and %3 are counts of measured language-model speeds.</extracomment>
        <translation>Импортирован %1: добавлено измеренных скоростей LLM: %2, уже было: %3. Вкладка «Языковые модели» и plan показывают их рядом с оценками как ваши.</translation>
    </message>
</context>
<context>
    <name>DataImporter</name>
    <message>
        <source>GPU &quot;%1&quot;: %2</source>
        <extracomment>%1 is a GPU name, %2 the error the database reported.</extracomment>
        <translation>GPU «%1»: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number of the CSV file, %2 the error the database reported.</extracomment>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>the name of a GPU in the file or the database</source>
        <extracomment>Completes &quot;expected ...&quot; about the GPU a price names</extracomment>
        <translation>название GPU из файла или базы данных</translation>
    </message>
</context>
<context>
    <name>DataSources</name>
    <message>
        <source>(no source recorded)</source>
        <translation>(источник не указан)</translation>
    </message>
    <message>
        <source>Your own entries</source>
        <translation>Ваши данные</translation>
    </message>
    <message>
        <source>Amazon price history (Keepa)</source>
        <translation>история цен Amazon (Keepa)</translation>
    </message>
    <message>
        <source>Amazon price history</source>
        <translation>история цен Amazon</translation>
    </message>
    <message>
        <source>eBay average sold price</source>
        <translation>средняя цена продаж на eBay</translation>
    </message>
    <message>
        <source>Lowest retail price of the month</source>
        <translation>самая низкая розничная цена за месяц</translation>
    </message>
    <message>
        <source>GPU Poet market report</source>
        <translation>Обзор рынка GPU Poet</translation>
    </message>
    <message>
        <source>SiliconValueIndex (Newegg)</source>
        <translation>SiliconValueIndex (Newegg)</translation>
    </message>
    <message>
        <source>MLPerf Inference %1</source>
        <translation>MLPerf Inference %1</translation>
    </message>
    <message>
        <source>MLPerf Inference %1, %2 submission</source>
        <extracomment>%1 the round of the benchmark (v3.0), %2 the company that submitted the result (Dell, NVIDIA)</extracomment>
        <translation>MLPerf Inference %1, результат %2</translation>
    </message>
    <message>
        <source>Lambda GPU benchmarks</source>
        <translation>Тесты GPU от Lambda</translation>
    </message>
    <message>
        <source>Lambda TensorFlow benchmarks</source>
        <translation>Тесты TensorFlow от Lambda</translation>
    </message>
    <message>
        <source>LLM inference benchmarks by Xiongjie Dai</source>
        <translation>Тесты LLM-инференса Сюнцзе Дая</translation>
    </message>
    <message>
        <source>Hugging Face Diffusers documentation</source>
        <translation>Документация Hugging Face Diffusers</translation>
    </message>
    <message>
        <source>Lambda Stable Diffusion benchmarks</source>
        <translation>Тесты Stable Diffusion от Lambda</translation>
    </message>
    <message>
        <source>Stable Diffusion web UI benchmark database (vladmandic)</source>
        <translation>База тестов Stable Diffusion web UI (vladmandic)</translation>
    </message>
    <message>
        <source>GPU-Insights training benchmarks</source>
        <translation>Тесты обучения GPU-Insights</translation>
    </message>
    <message>
        <source>PyTorch GPU benchmark (Jaehun Ryu)</source>
        <translation>Тесты GPU на PyTorch (Jaehun Ryu)</translation>
    </message>
    <message>
        <source>OpenBayes GPU benchmark</source>
        <translation>Тесты GPU от OpenBayes</translation>
    </message>
</context>
<context>
    <name>DataUpdateFlow</name>
    <message>
        <source>&amp;Update data...</source>
        <translation>&amp;Обновить данные...</translation>
    </message>
    <message>
        <source>Download the newest GPU specifications, prices and cloud rates into your database</source>
        <translation>Загрузить в базу свежие характеристики GPU, цены и облачные тарифы</translation>
    </message>
    <message>
        <source>The new data shows everywhere when GPU Advisor starts again.</source>
        <translation>Новые данные появятся везде после перезапуска GPU Advisor.</translation>
    </message>
</context>
<context>
    <name>DataUpdater</name>
    <message>
        <source>&quot;%1&quot; is not an http, https or file address of a data bundle</source>
        <extracomment>%1 is what the user typed; http, https and file are kinds of address (not translated).</extracomment>
        <translation>&quot;%1&quot; — не адрес пакета данных http, https или file</translation>
    </message>
    <message>
        <source>Reading the list of files</source>
        <translation>Читается список файлов</translation>
    </message>
    <message>
        <source>Downloading %1</source>
        <translation>Загружается %1</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes it may have</source>
        <extracomment>%1 is a file path; %2 a size in bytes.
----------
%1 is an address; %2 a size in bytes.</extracomment>
        <translation>%1 больше допустимых %2 байт</translation>
    </message>
    <message>
        <source>the server answered %1 %2 for %3</source>
        <extracomment>%1 is an HTTP status code such as 503, %2 its reason (&quot;Service Unavailable&quot;, in English), %3 an address.</extracomment>
        <translation>сервер ответил %1 %2 на запрос %3</translation>
    </message>
    <message>
        <source>%1 sent nothing for %2 seconds; try again later</source>
        <extracomment>%1 is an address, %2 a number of seconds.</extracomment>
        <translation>%1 ничего не присылал %2 с; попробуйте позже</translation>
    </message>
    <message>
        <source>cannot reach %1 (%2); check the connection or the address</source>
        <extracomment>%1 is an address, %2 the network&apos;s own message (English).</extracomment>
        <translation>не удаётся связаться с %1 (%2); проверьте подключение или адрес</translation>
    </message>
    <message>
        <source>cannot download %1: %2</source>
        <extracomment>%1 is an address, %2 the network&apos;s own message (English).</extracomment>
        <translation>не удаётся загрузить %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is an address, %2 what is wrong with its signature.
----------
%1 is an address, %2 what is wrong with the file there.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Checking and saving the data</source>
        <translation>Данные проверяются и сохраняются</translation>
    </message>
    <message>
        <source>the download took longer than %1 minutes; try again later</source>
        <extracomment>%1 is a number of minutes.</extracomment>
        <translation>загрузка заняла больше %1 мин; попробуйте позже</translation>
    </message>
    <message>
        <source>the address of the data bundle is empty</source>
        <translation>адрес пакета данных пуст</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a pipe, a device or a socket)</source>
        <extracomment>%1 is a file path.</extracomment>
        <translation>%1 — не обычный файл (это канал, устройство или сокет)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s reason (English).</extracomment>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <source>%1 is not a regular file of the size it may have</source>
        <extracomment>%1 is a file path.</extracomment>
        <translation>%1 — не обычный файл допустимого размера</translation>
    </message>
    <message>
        <source>%1 redirects in a loop (or through too many addresses); ask the publisher to fix the address</source>
        <extracomment>%1 is an address.</extracomment>
        <translation>%1 перенаправляет по кругу (или через слишком много адресов); попросите издателя исправить адрес</translation>
    </message>
    <message>
        <source>%1 redirects from https to an insecure http address; it is not followed</source>
        <extracomment>%1 is an address.</extracomment>
        <translation>%1 перенаправляет с https на незащищённый адрес http; по нему GPU Advisor не переходит</translation>
    </message>
    <message>
        <source>nothing has been published at %1 yet (the server answered 404); check the address, or try again later</source>
        <extracomment>%1 is an address.</extracomment>
        <translation>по адресу %1 пока ничего не опубликовано (сервер ответил 404); проверьте адрес или попробуйте позже</translation>
    </message>
    <message>
        <source>the bundle at %1 is not signed (there is no %2 beside its manifest); GPU Advisor takes only signed data</source>
        <extracomment>%1 is an address, %2 the name of the signature file.</extracomment>
        <translation>пакет данных по адресу %1 не подписан (рядом с его манифестом нет %2); GPU Advisor принимает только подписанные данные</translation>
    </message>
    <message>
        <source>Checking the signature</source>
        <translation>Проверяется подпись</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>cannot read the database file %1: %2</source>
        <extracomment>%1 is a file path, %2 the reason.</extracomment>
        <translation>не удаётся прочитать файл базы данных %1: %2</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (its first bytes are not the SQLite file header)</source>
        <translation>%1 не является базой данных SQLite (первые байты файла не совпадают с заголовком SQLite)</translation>
    </message>
    <message>
        <source>cannot open the database %1: %2</source>
        <extracomment>%1 is a file path, %2 the error the database driver reported.</extracomment>
        <translation>не удаётся открыть базу данных %1: %2</translation>
    </message>
    <message>
        <source>the database %1 is damaged: SQLite cannot read it (&quot;%2&quot;)</source>
        <extracomment>%2 is what SQLite said, in English.</extracomment>
        <translation>база данных %1 повреждена: SQLite не может её прочитать («%2»)</translation>
    </message>
    <message>
        <source>the file is damaged and SQLite cannot read it (&quot;%1&quot;)</source>
        <extracomment>%1 is what SQLite said, in English.</extracomment>
        <translation>файл повреждён, и SQLite не может его прочитать («%1»)</translation>
    </message>
    <message>
        <source>the database could not be read</source>
        <translation>базу данных не удалось прочитать</translation>
    </message>
    <message>
        <source>the database %1 failed its integrity check: %2</source>
        <extracomment>%2 is what SQLite&apos;s integrity check reported.</extracomment>
        <translation>база данных %1 не прошла проверку целостности: %2</translation>
    </message>
    <message>
        <source>cannot read the schema version of %1: %2</source>
        <translation>не удаётся прочитать версию схемы %1: %2</translation>
    </message>
    <message>
        <source>the database %1 has schema version %2, newer than this version of GPU Advisor supports (%3); it was left untouched. Use a newer GPU Advisor, or choose another file with %4.</source>
        <extracomment>%1 is a file path, %2 and %3 schema version numbers, %4 a command-line option (not translated).</extracomment>
        <translation>база данных %1 имеет версию схемы %2 — новее, чем поддерживает эта версия GPU Advisor (%3); база оставлена без изменений. Используйте более новую версию GPU Advisor или выберите другой файл с помощью %4.</translation>
    </message>
    <message>
        <source>cannot create the folder %1 for the database</source>
        <translation>не удаётся создать папку %1 для базы данных</translation>
    </message>
    <message>
        <source>cannot configure the database %1: %2</source>
        <translation>не удаётся настроить базу данных %1: %2</translation>
    </message>
    <message>
        <source>cannot fill the database %1 with the bundled data: %2</source>
        <translation>не удаётся заполнить базу данных %1 встроенными данными: %2</translation>
    </message>
    <message>
        <source>cannot back up %1 to %2 before upgrading it; nothing was changed</source>
        <extracomment>%1 is the database file, %2 the backup copy&apos;s path.</extracomment>
        <translation>не удаётся создать резервную копию %1 в %2 перед обновлением; ничего не изменено</translation>
    </message>
    <message>
        <source>cannot back up %1 to %2 before upgrading it (%3); nothing was changed</source>
        <extracomment>%1 is the database file, %2 the backup copy&apos;s path, %3 the error SQLite reported.</extracomment>
        <translation>не удаётся создать резервную копию %1 в %2 перед обновлением (%3); ничего не изменено</translation>
    </message>
    <message>
        <source>The file was restored from %1.</source>
        <translation>Файл восстановлен из %1.</translation>
    </message>
    <message>
        <source>Restoring it from %1 failed too; that copy is intact.</source>
        <translation>Восстановить его из %1 тоже не удалось; эта копия не повреждена.</translation>
    </message>
    <message>
        <source>migrating %1 to schema version %2 failed, and the database was left at version %3: %4.</source>
        <extracomment>%1 is the database file, %2 and %3 schema version numbers, %4 the error SQLite reported.</extracomment>
        <translation>не удалось перевести %1 на версию схемы %2, база данных осталась на версии %3: %4.</translation>
    </message>
    <message>
        <source>cannot read the migration %1</source>
        <translation>не удаётся прочитать миграцию %1</translation>
    </message>
    <message>
        <source>the database is locked by another program (GPU Advisor waited %1 seconds for it); nothing was written. Try again when the other program has finished.</source>
        <extracomment>%1 is a number of seconds.</extracomment>
        <translation>база данных заблокирована другой программой (GPU Advisor ждал её %1 с); ничего не записано. Повторите попытку, когда другая программа закончит работу.</translation>
    </message>
    <message>
        <source>the database is read-only (no permission to write the file, its folder or the disk); nothing was written</source>
        <translation>база данных доступна только для чтения (нет права записи в файл, его папку или на диск); ничего не записано</translation>
    </message>
    <message>
        <source>cannot read the header of %1: %2</source>
        <translation>не удаётся прочитать заголовок %1: %2</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (its application id is %2, not GPU Advisor&apos;s); it was left untouched. Choose another file with --db.</source>
        <extracomment>%1 is a file path, %2 a number in hexadecimal; &quot;--db&quot; is typed as it is.</extracomment>
        <translation>%1 — база данных SQLite другой программы (её идентификатор приложения %2, а не GPU Advisor); она оставлена без изменений. Выберите другой файл с помощью --db.</translation>
    </message>
    <message>
        <source>cannot read the tables of %1: %2</source>
        <translation>не удаётся прочитать таблицы %1: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database that GPU Advisor did not make (it lacks GPU Advisor&apos;s mark and tables); it was left untouched. Choose another file with --db.</source>
        <extracomment>%1 is a file path; &quot;--db&quot; is typed as it is.</extracomment>
        <translation>%1 — база данных SQLite, созданная не GPU Advisor (в ней нет метки и таблиц GPU Advisor); она оставлена без изменений. Выберите другой файл с помощью --db.</translation>
    </message>
    <message>
        <source>no database file was named (the path is empty)</source>
        <translation>файл базы данных не указан (путь пуст)</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device or a pipe), so it cannot be the database; it was left untouched</source>
        <extracomment>%1 is a path.</extracomment>
        <translation>%1 — не обычный файл (это папка, устройство или канал), поэтому он не может быть базой данных; он оставлен без изменений</translation>
    </message>
    <message>
        <source>the database %1 is read-only (no permission to write it); it was left untouched</source>
        <extracomment>%1 is a file path.</extracomment>
        <translation>база данных %1 доступна только для чтения (нет права на запись); она оставлена без изменений</translation>
    </message>
    <message>
        <source>the folder %1 is read-only, and the database %2 needs to keep its journal there; the file was left untouched</source>
        <extracomment>%1 is a folder, %2 the database file in it.</extracomment>
        <translation>папка %1 доступна только для чтения, а базе данных %2 нужно хранить там свой журнал; файл оставлен без изменений</translation>
    </message>
    <message>
        <source>cannot create the database %1: the folder %2 is read-only</source>
        <extracomment>%1 is a file path, %2 its folder.</extracomment>
        <translation>не удаётся создать базу данных %1: папка %2 доступна только для чтения</translation>
    </message>
</context>
<context>
    <name>DetectGpuDialog</name>
    <message>
        <source>Your current GPU</source>
        <translation>Ваш текущий GPU</translation>
    </message>
    <message>
        <source>nvidia-smi reports these GPUs in this computer:</source>
        <translation>nvidia-smi сообщает о следующих GPU в этом компьютере:</translation>
    </message>
    <message>
        <source>%1, %2 GB, driver %3</source>
        <extracomment>An installed GPU: its name, memory in GB and NVIDIA driver version.</extracomment>
        <translation>%1, %2 ГБ, драйвер %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>This card is not in GPU Advisor&apos;s database, so it cannot be compared. You can add it in the GPUs tab by importing a CSV file with its specifications.</source>
        <translation>Этой карты нет в базе данных GPU Advisor, поэтому сравнить её невозможно. Её можно добавить на вкладке «GPU», импортировав файл CSV с её характеристиками.</translation>
    </message>
    <message>
        <source>No priced GPU in the database with at least as much memory is faster than your %1 for %2. Your card is already among the best for this work.</source>
        <translation>В базе данных нет GPU с известной ценой и не меньшим объёмом памяти, который был бы быстрее вашего %1 по метрике «%2». Ваша карта уже одна из лучших для этой работы.</translation>
    </message>
    <message>
        <source>Faster than your %1 for %2, with at least as much memory, best performance per dollar first:</source>
        <translation>GPU быстрее вашего %1 по метрике «%2» и с не меньшим объёмом памяти, по убыванию производительности на доллар:</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>Ускорение</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>%1x</source>
        <extracomment>How many times as fast as the installed card, e.g. &quot;1.8x&quot;.</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Worth weighing before you buy (the 2019 edition of the post): if you already own a good card, it is often better to wait for the next generation, unless your work has outgrown its memory, as large transformers do.</source>
        <translation>Стоит взвесить перед покупкой (редакция статьи 2019 года): если у вас уже есть хорошая карта, часто лучше дождаться следующего поколения — если только вашим задачам не стало тесно в её памяти, как бывает с большими трансформерами.</translation>
    </message>
    <message>
        <source>Detected GPUs and upgrades</source>
        <translation>Обнаруженные GPU и варианты замены</translation>
    </message>
    <message>
        <source>&amp;Compare side by side</source>
        <translation>&amp;Сравнить бок о бок</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>No price on record</source>
        <translation>Цена неизвестна</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a price such as $704, %2 is &quot;new&quot; or &quot;used&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Not in the price database</source>
        <translation>Нет в базе цен</translation>
    </message>
    <message>
        <source>The database holds no new or used price for this card.</source>
        <translation>В базе нет ни цены новой, ни цены б/у для этой карты.</translation>
    </message>
    <message>
        <source>%1 %2, observed %3</source>
        <translation>%1 %2, данные от %3</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>Entered by you.</source>
        <translation>Введено вами.</translation>
    </message>
    <message>
        <source>No used price on record: this is the new price.</source>
        <translation>Цены б/у нет: это цена новой карты.</translation>
    </message>
    <message>
        <source>No new price on record: this is the used price.</source>
        <translation>Цены новой карты нет: это цена б/у.</translation>
    </message>
    <message>
        <source>%1 GB %2</source>
        <extracomment>%1 is the amount of memory, %2 its type (GDDR6X, HBM3)</extracomment>
        <translation>%1 ГБ %2</translation>
    </message>
    <message>
        <source>unknown source</source>
        <translation>неизвестный источник</translation>
    </message>
    <message>
        <source>Specs: edited by you · %1</source>
        <translation>Характеристики: изменены вами · %1</translation>
    </message>
    <message>
        <source>Specs: %1</source>
        <translation>Характеристики: %1</translation>
    </message>
    <message>
        <source>Specs: %1 · recorded %2</source>
        <translation>Характеристики: %1 · записаны %2</translation>
    </message>
    <message>
        <source>Specifications from %1</source>
        <translation>Источник характеристик: %1</translation>
    </message>
    <message>
        <source>Cross-checked against: %1</source>
        <translation>Сверено с: %1</translation>
    </message>
    <message>
        <source>Sources disagree on: %1</source>
        <translation>Источники расходятся в: %1</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>Достоверность: %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 is the month or day of the price, %2 where it comes from, %3 its age (&quot;14 months old&quot;)</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>What it is: %1 (%2)</source>
        <extracomment>%1 says what the price is, e.g. &quot;used · average sold price&quot;; %2 its age, e.g. &quot;14 months old&quot;.</extracomment>
        <translation>Что это за цена: %1 (%2)</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <extracomment>%1 is the web address of the source (a page, or a data file at its commit)</extracomment>
        <translation>Ссылка: %1</translation>
    </message>
</context>
<context>
    <name>EditionLimits</name>
    <message>
        <source>%1 is longer than %2 characters</source>
        <extracomment>%1 names a place in the flowchart&apos;s definition (JSON), %2 a number of characters.</extracomment>
        <translation>%1 длиннее %2 символов</translation>
    </message>
    <message>
        <source>%1 holds control characters or direction marks: &quot;%2&quot;</source>
        <extracomment>%1 names a place in the flowchart&apos;s definition (JSON), %2 the text with the characters shown as codes.</extracomment>
        <translation>%1 содержит управляющие символы или знаки направления текста: «%2»</translation>
    </message>
    <message>
        <source>%1 has a member whose name is not a plain key: &quot;%2&quot;</source>
        <extracomment>%1 names a place in the flowchart&apos;s definition (JSON), %2 a member&apos;s name shown safely.</extracomment>
        <translation>в %1 есть член, имя которого не является простым ключом: «%2»</translation>
    </message>
    <message>
        <source>the root &quot;%1&quot; is not one of the nodes</source>
        <extracomment>%1 is a node&apos;s key (an identifier).</extracomment>
        <translation>корень «%1» не является ни одним из узлов</translation>
    </message>
    <message>
        <source>node &quot;%1&quot; leads to the unknown node &quot;%2&quot;</source>
        <extracomment>%1 and %2 are node keys (identifiers).</extracomment>
        <translation>узел «%1» ведёт к неизвестному узлу «%2»</translation>
    </message>
    <message>
        <source>the flowchart has a cycle through node &quot;%1&quot;</source>
        <extracomment>%1 is a node key (an identifier).</extracomment>
        <translation>в схеме есть цикл через узел «%1»</translation>
    </message>
    <message>
        <source>its longest way from the root asks more than %1 questions</source>
        <extracomment>%1 is a number of questions.</extracomment>
        <translation>самый длинный путь от корня задаёт больше %1 вопросов</translation>
    </message>
    <message>
        <source>the definition is %1 bytes, more than the %2 an edition may have</source>
        <extracomment>%1 and %2 are sizes in bytes.</extracomment>
        <translation>описание занимает %1 байт — больше допустимых для редакции %2</translation>
    </message>
    <message>
        <source>not a JSON object (%1 at offset %2)</source>
        <extracomment>%1 is the JSON parser&apos;s message, %2 a character offset.</extracomment>
        <translation>это не объект JSON (%1 на позиции %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list</source>
        <extracomment>%1 is the name of a JSON member (not translated).</extracomment>
        <translation>«%1» не является списком</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 items, more than the %3 an edition may have</source>
        <extracomment>%1 is the name of a JSON member (not translated), %2 a count, %3 the most allowed.</extracomment>
        <translation>в «%1» %2 элементов — больше допустимых для редакции %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date from %2 to %3</source>
        <extracomment>%1 is the name of a JSON member (not translated); %2 and %3 are dates (YYYY-MM-DD).</extracomment>
        <translation>«%1» не является датой от %2 до %3</translation>
    </message>
</context>
<context>
    <name>FinetuneChart</name>
    <message>
        <source>Money against hours of the fine-tuning job</source>
        <translation>Деньги против часов задачи дообучения</translation>
    </message>
    <message>
        <source>Price or rent against hours</source>
        <translation>Цена или аренда против часов</translation>
    </message>
    <message>
        <source>No priced configuration holds this job: try QLoRA, a shorter sequence or a smaller model.</source>
        <translation>Ни одна конфигурация с ценой не вмещает эту задачу: попробуйте QLoRA, более короткую последовательность или модель поменьше.</translation>
    </message>
    <message>
        <source>Bought (price)</source>
        <translation>Купить (цена)</translation>
    </message>
    <message>
        <source>Rented (the job)</source>
        <translation>Арендовать (задача)</translation>
    </message>
    <message>
        <source>Hours for the job (logarithmic)</source>
        <translation>Часы на задачу (логарифмическая шкала)</translation>
    </message>
    <message>
        <source>Hours for the job</source>
        <translation>Часы на задачу</translation>
    </message>
    <message>
        <source>Price, or the job rented, USD (logarithmic)</source>
        <translation>Цена или аренда на задачу, USD (логарифмическая шкала)</translation>
    </message>
    <message>
        <source>Price or rent, USD</source>
        <translation>Цена или аренда, USD</translation>
    </message>
    <message>
        <source>%1. Configurations drawn: %2. A machine bought costs its price once and its electricity per job; a rented one costs the job&apos;s hours at the cheapest provider&apos;s rate.</source>
        <extracomment>%1 the fine-tuning job, %2 how many configurations are drawn</extracomment>
        <translation>%1. Показано конфигураций: %2. Купленная машина стоит своей цены один раз и электроэнергии на каждую задачу; арендованная — часов задачи по тарифу самого дешёвого провайдера.</translation>
    </message>
</context>
<context>
    <name>FinetuneExport</name>
    <message>
        <source>Fine-tuning: %1</source>
        <extracomment>The heading of an exported fine-tuning plan; %1 is the job (&quot;Llama 3.1 8B, QLoRA rank 16 ...&quot;)</extracomment>
        <translation>Дообучение: %1</translation>
    </message>
    <message>
        <source>How each number is worked out</source>
        <extracomment>A heading of an exported fine-tuning plan: each configuration&apos;s figures, worked out</extracomment>
        <translation>Как получено каждое число</translation>
    </message>
</context>
<context>
    <name>FinetuneOptionTableModel</name>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Unified memory</source>
        <translation>Общая память</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>Аренда</translation>
    </message>
    <message>
        <source>%1 / %2 GB</source>
        <extracomment>GB used per device / GB it holds</extracomment>
        <translation>%1 / %2 ГБ</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Память на устройство</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Токенов/с</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Электроэнергия</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Rented for the job</source>
        <translation>Аренда на задачу</translation>
    </message>
    <message>
        <source>Jobs to break even</source>
        <translation>Задач до окупаемости</translation>
    </message>
</context>
<context>
    <name>FinetunePage</name>
    <message>
        <source>&amp;Fine-tuning</source>
        <translation>&amp;Дообучение</translation>
    </message>
    <message>
        <source>Model to fine-tune</source>
        <translation>Модель для дообучения</translation>
    </message>
    <message>
        <source>A model of the catalog; the Language models tab adds your own</source>
        <translation>Модель из каталога; свою можно добавить на вкладке «Языковые модели»</translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>Метод дообучения</translation>
    </message>
    <message>
        <source>QLoRA: adapters on a 4-bit base; LoRA: adapters on a 16-bit base; full: every weight</source>
        <translation>QLoRA: адаптеры на 4-битной основе; LoRA: адаптеры на 16-битной основе; полное: все веса</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>Ранг LoRA</translation>
    </message>
    <message>
        <source>Where the adapters go</source>
        <translation>Куда ставятся адаптеры</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>все линейные слои</translation>
    </message>
    <message>
        <source>attention only</source>
        <translation>только внимание</translation>
    </message>
    <message>
        <source>Precision of the training step</source>
        <translation>Точность шага обучения</translation>
    </message>
    <message>
        <source>FP8 runs on cards with FP8 units; the others train in BF16</source>
        <translation>FP8 работает на картах с блоками FP8; остальные обучают в BF16</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Оптимизатор</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-битный AdamW</translation>
    </message>
    <message>
        <source>Sequence length in tokens</source>
        <translation>Длина последовательности в токенах</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> токенов</translation>
    </message>
    <message>
        <source>Tokens trained, in millions</source>
        <translation>Обучаемых токенов, в миллионах</translation>
    </message>
    <message>
        <source> million</source>
        <translation> млн</translation>
    </message>
    <message>
        <source>Dataset tokens times epochs</source>
        <translation>Токены набора данных, умноженные на число эпох</translation>
    </message>
    <message>
        <source>&amp;Gradient checkpointing</source>
        <translation>Контрольные точки &amp;градиентов</translation>
    </message>
    <message>
        <source>Keep each layer&apos;s input only and compute the rest again: less memory, more work</source>
        <translation>Хранить только вход каждого слоя и вычислять остальное заново: меньше памяти, больше работы</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>Мо&amp;дель:</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>М&amp;етод:</translation>
    </message>
    <message>
        <source>R&amp;ank:</source>
        <translation>&amp;Ранг:</translation>
    </message>
    <message>
        <source>Adapters &amp;on:</source>
        <translation>&amp;Адаптеры на:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Точность:</translation>
    </message>
    <message>
        <source>Optimi&amp;zer:</source>
        <translation>&amp;Оптимизатор:</translation>
    </message>
    <message>
        <source>&amp;Sequence:</source>
        <translation>Пос&amp;ледовательность:</translation>
    </message>
    <message>
        <source>To&amp;kens:</source>
        <translation>То&amp;кены:</translation>
    </message>
    <message>
        <source>Configurations that hold the job</source>
        <translation>Конфигурации, вмещающие задачу</translation>
    </message>
    <message>
        <source>Plan this bu&amp;ild</source>
        <translation>Спланировать &amp;эту сборку</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Экс&amp;порт…</translation>
    </message>
    <message>
        <source>Write this answer to a Markdown or JSON file named after the job</source>
        <translation>Записать этот ответ в файл Markdown или JSON с именем задачи</translation>
    </message>
    <message>
        <source>The model catalog is empty: add a model on the Language models tab.</source>
        <translation>Каталог моделей пуст: добавьте модель на вкладке «Языковые модели».</translation>
    </message>
    <message>
        <source>Open the build planner with these cards and the job&apos;s memory need</source>
        <translation>Открыть планировщик сборки с этими картами и потребностью задачи в памяти</translation>
    </message>
    <message>
        <source>A rented GPU is not built: there is nothing to plan.</source>
        <translation>Арендованный GPU не собирают: планировать нечего.</translation>
    </message>
    <message>
        <source>A unified-memory machine is a complete computer: there is nothing to build around it.</source>
        <translation>Машина с общей памятью — готовый компьютер: собирать вокруг неё нечего.</translation>
    </message>
    <message>
        <source>Export the fine-tuning plan</source>
        <translation>Экспорт плана дообучения</translation>
    </message>
    <message>
        <source>Markdown (*.md);;JSON (*.json);;All files (*)</source>
        <extracomment>File dialog filter; keep &quot;(*.md)&quot;, &quot;(*.json)&quot; and &quot;(*)&quot; as they are</extracomment>
        <translation>Markdown (*.md);;JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 was not written.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 не записан.</translation>
    </message>
    <message>
        <source>Exported the plan of %1 to %2.</source>
        <extracomment>%1 is the job, %2 a file</extracomment>
        <translation>План задачи «%1» экспортирован в %2.</translation>
    </message>
</context>
<context>
    <name>FinetunePlanner</name>
    <message>
        <source>full fine-tuning</source>
        <translation>полное дообучение</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>the model has no parameters, layers or width to fine-tune</source>
        <translation>у модели нет параметров, слоёв или ширины для дообучения</translation>
    </message>
    <message>
        <source>tokens must be from 1 to 1e15 (got %1)</source>
        <extracomment>&quot;tokens&quot; is a command-line option name: keep it; %1 is the value given</extracomment>
        <translation>tokens должно быть от 1 до 1e15 (получено %1)</translation>
    </message>
    <message>
        <source>seq-len must be a whole number from 16 to 1,048,576 (got %1)</source>
        <extracomment>&quot;seq-len&quot; is a command-line option name: keep it; %1 is the value given</extracomment>
        <translation>seq-len должно быть целым числом от 16 до 1 048 576 (получено %1)</translation>
    </message>
    <message>
        <source>rank must be a whole number from 1 to 4096 (got %1)</source>
        <extracomment>&quot;rank&quot; is a command-line option name: keep it; %1 is the value given</extracomment>
        <translation>rank должно быть целым числом от 1 до 4096 (получено %1)</translation>
    </message>
    <message>
        <source>batch must be a whole number from 1 to 4096 (got %1)</source>
        <extracomment>&quot;batch&quot; is a command-line option name: keep it; %1 is the value given</extracomment>
        <translation>batch должно быть целым числом от 1 до 4096 (получено %1)</translation>
    </message>
    <message>
        <source>%1 rank %2 (%3)</source>
        <extracomment>%1 LoRA or QLoRA, %2 the rank, %3 where the adapters go</extracomment>
        <translation>%1 ранга %2 (%3)</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>все линейные слои</translation>
    </message>
    <message>
        <source>attention only</source>
        <translation>только внимание</translation>
    </message>
    <message>
        <source>%1, %2, %3 tokens in sequences of %4</source>
        <extracomment>%1 model name, %2 the method, %3 tokens trained, %4 sequence length in tokens</extracomment>
        <translation>%1, %2, %3 токенов в последовательностях по %4</translation>
    </message>
    <message>
        <source>memory %1/%2 GB per device; %3 tokens/s; %4 h</source>
        <extracomment>%1 GB per device, %2 GB it holds, %3 tokens/s, %4 hours</extracomment>
        <translation>память %1/%2 ГБ на устройство; %3 токенов/с; %4 ч</translation>
    </message>
    <message>
        <source>rented: %1 for the job at %2 per GPU-hour (%3, %4)</source>
        <extracomment>%1 the job&apos;s cost rented, %2 USD per GPU-hour, %3 provider, %4 date</extracomment>
        <translation>аренда: %1 за задачу по %2 за GPU-час (%3, %4)</translation>
    </message>
    <message>
        <source>electricity %1 kWh = %2; price %3 (%4)</source>
        <extracomment>%1 kWh, %2 its cost, %3 the purchase price, %4 its date</extracomment>
        <translation>электричество %1 кВт·ч = %2; цена %3 (%4)</translation>
    </message>
    <message>
        <source>electricity %1 kWh = %2; no price on record</source>
        <extracomment>%1 kWh, %2 its cost</extracomment>
        <translation>электричество %1 кВт·ч = %2; цены нет</translation>
    </message>
    <message>
        <source>buying wins after %1 such jobs (against renting %2)</source>
        <extracomment>%1 number of jobs, %2 the rented configuration compared with</extracomment>
        <translation>покупка окупается после %1 таких задач (против аренды %2)</translation>
    </message>
    <message>
        <source>buying never wins against renting %1</source>
        <extracomment>%1 the rented configuration compared with</extracomment>
        <translation>покупка никогда не окупается против аренды %1</translation>
    </message>
    <message>
        <source>%1 million trained parameters, %2 GFLOP per token, %3 GB on one device</source>
        <extracomment>%1 trained parameters in millions, %2 GFLOPs per token, %3 GB of memory on one device</extracomment>
        <translation>%1 млн обучаемых параметров, %2 ГФЛОП на токен, %3 ГБ на одном устройстве</translation>
    </message>
    <message>
        <source>8-bit AdamW: %1 trained parameters x 6 bytes (two 8-bit moments, 32-bit master) = %2 GB</source>
        <extracomment>A line of the memory formula: %1 trained parameters, %2 the result in GB</extracomment>
        <translation>8-битный AdamW: %1 обучаемых параметров x 6 байт (два 8-битных момента, 32-битная мастер-копия) = %2 ГБ</translation>
    </message>
    <message>
        <source>with gradient checkpointing the activations are each layer&apos;s 16-bit input (2 bytes x width %1 x %2 tokens x %3 layers) and one layer&apos;s in full = %4 GB</source>
        <extracomment>A line of the memory formula: %1 model width, %2 tokens, %3 layers, %4 the result in GB</extracomment>
        <translation>с контрольными точками градиентов активации — это 16-битный вход каждого слоя (2 байта x ширина %1 x %2 токенов x %3 слоёв) и полные активации одного слоя = %4 ГБ</translation>
    </message>
    <message>
        <source>weights, gradients and optimizer state sharded over %1 devices (FSDP or ZeRO-3); activations are each device&apos;s own</source>
        <extracomment>A line of the memory formula: %1 number of devices</extracomment>
        <translation>веса, градиенты и состояние оптимизатора разделены между %1 устройствами (FSDP или ZeRO-3); активации у каждого устройства свои</translation>
    </message>
    <message>
        <source>overhead = 20% of the above for the framework, CUDA context and fragmentation = %1 GB</source>
        <extracomment>A line of the memory formula: %1 the result in GB</extracomment>
        <translation>накладные расходы = 20% от суммы выше на фреймворк, контекст CUDA и фрагментацию = %1 ГБ</translation>
    </message>
    <message>
        <source>total per device = %1 GB</source>
        <extracomment>The last line of the memory formula: %1 the total in GB per device</extracomment>
        <translation>всего на устройство = %1 ГБ</translation>
    </message>
    <message>
        <source>does not fit: needs %1 GB per device, holds %2 GB</source>
        <extracomment>%1 GB needed per device, %2 GB the device holds</extracomment>
        <translation>не помещается: нужно %1 ГБ на устройство, есть %2 ГБ</translation>
    </message>
    <message>
        <source>no FP8 matrix units: the step runs in BF16</source>
        <translation>нет матричных блоков FP8: шаг выполняется в BF16</translation>
    </message>
    <message>
        <source>Apple GPUs have no matrix units: the 16-bit rate is the FP32 rate (MLX LoRA); no Apple run was measured</source>
        <translation>у GPU Apple нет матричных блоков: 16-битная скорость равна скорости FP32 (LoRA в MLX); ни одного замера на Apple нет</translation>
    </message>
    <message>
        <source>AMD&apos;s and Intel&apos;s software factor 0.65 against CUDA applied (docs/model.md §1.3)</source>
        <translation>применён коэффициент 0,65 программного стека AMD и Intel относительно CUDA (docs/model.md §1.3)</translation>
    </message>
    <message>
        <source>%1 GB per device of %2 GB (%3), from the memory estimator with the job&apos;s method, optimizer and checkpointing</source>
        <extracomment>%1 GB needed per device, %2 GB the device may hold, %3 how the devices share the job</extracomment>
        <translation>%1 ГБ на устройство из %2 ГБ (%3), по оценке памяти с методом, оптимизатором и контрольными точками задачи</translation>
    </message>
    <message>
        <source>%1 tokens/s = %2 device(s) x 0.39 of %3 TFLOPS / (%4 GFLOP per token in the weights&apos; products + %5 in attention), the slower of the computation and the transfers between devices per step</source>
        <extracomment>%1 tokens/s, %2 devices, %3 TFLOPS per device, %4 GFLOPs per token (linear), %5 attention GFLOPs</extracomment>
        <translation>%1 токенов/с = %2 устр. x 0,39 от %3 ТФЛОПС / (%4 ГФЛОП на токен в умножениях на веса + %5 во внимании), по более медленному из вычислений и обменов между устройствами за шаг</translation>
    </message>
    <message>
        <source>%1 h = %2 tokens / %3 tokens/s / 3,600</source>
        <extracomment>%1 hours, %2 tokens, %3 tokens/s</extracomment>
        <translation>%1 ч = %2 токенов / %3 токенов/с / 3600</translation>
    </message>
    <message>
        <source>%1 kWh = %2 W of board power x %3 h; at %5 per kWh that is %4</source>
        <extracomment>%1 kWh, %2 watts, %3 hours, %4 dollars, %5 price per kWh</extracomment>
        <translation>%1 кВт·ч = %2 Вт мощности платы x %3 ч; по %5 за кВт·ч это %4</translation>
    </message>
    <message>
        <source>%1 as of %2, priced as the Language models page and the build planner price it</source>
        <extracomment>%1 the price, %2 the date of the latest price observation</extracomment>
        <translation>%1 на %2, цена как на странице языковых моделей и в планировщике сборки</translation>
    </message>
    <message>
        <source>%1 = %2 per GPU-hour x %3 GPU(s) x %4 h (%5, on demand, %6)</source>
        <extracomment>%1 total, %2 dollars per GPU-hour, %3 GPUs, %4 hours, %5 provider, %6 date</extracomment>
        <translation>%1 = %2 за GPU-час x %3 GPU x %4 ч (%5, по требованию, %6)</translation>
    </message>
    <message>
        <source>buying wins after %1 such jobs: %2 / (%3 to rent on %4 - %5 of electricity) per job</source>
        <extracomment>%1 jobs, %2 purchase price, %3 cheapest rental per job, %4 the rented configuration, %5 electricity %2 is the purchase price less the expected resale after the years</extracomment>
        <translation>покупка окупается после %1 таких задач: %2 / (%3 за аренду %4 - %5 за электричество) на задачу</translation>
    </message>
    <message>
        <source>buying never wins: renting %1 costs %2 a job, less than this machine&apos;s electricity (%3)</source>
        <extracomment>%1 the rented configuration, %2 its cost for the job, %3 electricity of this one</extracomment>
        <translation>покупка никогда не окупается: аренда %1 стоит %2 за задачу, меньше, чем электричество этой машины (%3)</translation>
    </message>
    <message>
        <source>No configuration in the database holds this job.</source>
        <translation>Ни одна конфигурация в базе данных не вмещает эту задачу.</translation>
    </message>
    <message>
        <source>The cheapest to buy is %1 (%2), %3 h for this job; no rented GPU holds it.</source>
        <extracomment>%1 configuration, %2 price, %3 hours</extracomment>
        <translation>Дешевле всего купить %1 (%2), %3 ч на эту задачу; ни один арендуемый GPU её не вмещает.</translation>
    </message>
    <message>
        <source>Renting %1 costs %2 for this job (%3 h); no machine to buy holds it.</source>
        <extracomment>%1 configuration, %2 cost of the job, %3 hours</extracomment>
        <translation>Аренда %1 стоит %2 за эту задачу (%3 ч); ни одна машина для покупки её не вмещает.</translation>
    </message>
    <message>
        <source>For one job renting is cheaper: %1 costs %2 (%3 h). The cheapest to buy is %4 at %5 (%6 h).</source>
        <extracomment>%1 rented configuration, %2 its cost, %3 its hours, %4 configuration to buy, %5 its price, %6 its hours</extracomment>
        <translation>Для одной задачи дешевле аренда: %1 стоит %2 (%3 ч). Дешевле всего купить %4 за %5 (%6 ч).</translation>
    </message>
    <message>
        <source>For this one job buying is cheaper: %1 costs %2 with its electricity, renting %3 %4.</source>
        <translation>Даже для одной задачи дешевле покупка: %1 стоит %2 вместе с электричеством, аренда %3 — %4.</translation>
    </message>
    <message>
        <source>Buying it wins after %1 such jobs.</source>
        <extracomment>%1 number of jobs (rounded up)</extracomment>
        <translation>Покупка окупается после %1 таких задач.</translation>
    </message>
    <message>
        <source>one device</source>
        <extracomment>How the devices share a fine-tuning job: there is one</extracomment>
        <translation>одно устройство</translation>
    </message>
    <message>
        <source>data parallel</source>
        <extracomment>How the devices share a fine-tuning job: each holds the whole model (DDP)</extracomment>
        <translation>параллелизм по данным</translation>
    </message>
    <message>
        <source>sharded</source>
        <extracomment>How the devices share a fine-tuning job: the model&apos;s state split over them (FSDP, ZeRO-3)</extracomment>
        <translation>с шардированием</translation>
    </message>
    <message>
        <source>For this one job buying is cheaper: %1 costs %2 with its electricity, less its expected resale, renting %3 %4.</source>
        <translation>Для этой задачи покупка выгоднее: %1 обойдётся в %2 с учётом электроэнергии и за вычетом ожидаемой цены перепродажи, аренда — %3 %4.</translation>
    </message>
</context>
<context>
    <name>Flowchart</name>
    <message>
        <source>flowchart &apos;%1&apos; has no root node</source>
        <extracomment>%1 is the flowchart&apos;s key, an identifier.</extracomment>
        <translation>в схеме «%1» нет корневого узла</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; names a leaf that does not exist</source>
        <extracomment>%1 is the node&apos;s key, an identifier.</extracomment>
        <translation>узел «%1» ссылается на несуществующий лист</translation>
    </message>
    <message>
        <source>leaf node &apos;%1&apos; has outgoing branches</source>
        <translation>у листового узла «%1» есть исходящие ветви</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; names a question that does not exist</source>
        <translation>узел «%1» ссылается на несуществующий вопрос</translation>
    </message>
    <message>
        <source>question node &apos;%1&apos; lacks a yes or a no branch</source>
        <translation>у узла-вопроса «%1» нет ветви «да» или «нет»</translation>
    </message>
    <message>
        <source>flowchart &apos;%1&apos; contains a cycle</source>
        <translation>схема «%1» содержит цикл</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; cannot be reached from the root</source>
        <translation>узел «%1» недостижим из корня</translation>
    </message>
</context>
<context>
    <name>FlowchartWalker</name>
    <message>
        <source>answer %1 (&apos;%2&apos;) is one too many: the walk reached the leaf &quot;%3&quot; after %4 answer(s); expected exactly %4 answer(s) for this path</source>
        <extracomment>%1 is the answer&apos;s position (1-based), %2 the word given, %3 the title of the leaf reached, %4 the number of answers that path takes.</extracomment>
        <translation>ответ %1 («%2») лишний: обход дошёл до листа «%3» уже после ответа №&#xa0;%4; для этого пути нужно ровно ответов: %4</translation>
    </message>
    <message>
        <source>answer %1 (&apos;%2&apos;) is not %3 or %4; expected %3 or %4 for the question &quot;%5&quot;</source>
        <extracomment>%1 is the answer&apos;s position (1-based), %2 the word given, %3 and %4 the words &quot;yes&quot; and &quot;no&quot; that the user types (they stay in English), %5 the question&apos;s text.</extracomment>
        <translation>ответ %1 («%2») — не %3 и не %4; на вопрос «%5» ожидается %3 или %4</translation>
    </message>
    <message>
        <source>too few answers: after %1 answer(s) the walk is at the question &quot;%2&quot;; expected answer %3 (%4 or %5) and up to %6 more after it</source>
        <extracomment>%1 is the number of answers given, %2 the question&apos;s text, %3 the position of the next answer, %4 and %5 the words &quot;yes&quot; and &quot;no&quot; that the user types (they stay in English), %6 how many more answers the longest remaining path takes.</extracomment>
        <translation>слишком мало ответов (%1): обход остановился на вопросе «%2»; ожидается ответ %3 (%4 или %5) и после него ещё не больше %6</translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message>
        <source>%1/kWh</source>
        <extracomment>An electricity price; %1 is an amount such as $0.175</extracomment>
        <translation>%1/кВт·ч</translation>
    </message>
    <message>
        <source>%1/h</source>
        <extracomment>A rental price per hour; %1 is an amount such as $1.20</extracomment>
        <translation>%1/ч</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is a number such as 15</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>A multiplying factor; %1 is a number such as 1.25</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <extracomment>An amount of memory; %1 is a number such as 24</extracomment>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <extracomment>Memory bandwidth; %1 is a number such as 1,008</extracomment>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>%1 W</source>
        <extracomment>Power; %1 is a number such as 1,440</extracomment>
        <translation>%1 Вт</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <extracomment>Energy; %1 is a number such as 2,190</extracomment>
        <translation>%1 кВт·ч</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <extracomment>Arithmetic throughput; %1 is a number such as 165.2</extracomment>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration; %1 is a number such as 12.5</extracomment>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 kg CO2</source>
        <extracomment>A mass of carbon dioxide; %1 is a number such as 1,234</extracomment>
        <translation>%1 кг CO2</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 год</translation>
    </message>
    <message>
        <source>%1 years</source>
        <extracomment>A duration, for any number other than one: keep it valid for every count (an abbreviation serves); %1 is a number such as 3 or 1.5</extracomment>
        <translation>%1 г.</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 день</translation>
    </message>
    <message>
        <source>%1 days</source>
        <extracomment>A duration, for any number other than one: keep it valid for every count (an abbreviation serves); %1 is a number such as 412</extracomment>
        <translation>%1 дн.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>A span of dates; %1 and %2 are dates such as 2023-10 and 2025-08</extracomment>
        <translation>с %1 по %2</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>в этом месяце</translation>
    </message>
    <message>
        <source>1 month ago</source>
        <translation>месяц назад</translation>
    </message>
    <message>
        <source>%1 months ago</source>
        <extracomment>For any number of months from 2 to 23: keep it valid for every count (an abbreviation serves)</extracomment>
        <translation>%1 мес. назад</translation>
    </message>
    <message>
        <source>%1 years ago</source>
        <extracomment>For any number of years from 2 on: keep it valid for every count (an abbreviation serves)</extracomment>
        <translation>%1 г. назад</translation>
    </message>
    <message>
        <source>the latest new price</source>
        <translation>последняя цена новой карты</translation>
    </message>
    <message>
        <source>the latest used price</source>
        <translation>последняя цена б/у</translation>
    </message>
    <message>
        <source>new price</source>
        <translation>цена новой</translation>
    </message>
    <message>
        <source>used price</source>
        <translation>цена б/у</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <extracomment>Which part of the work limits a GPU&apos;s speed: memory traffic</extracomment>
        <translation>ограничена памятью</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <extracomment>Which part of the work limits a GPU&apos;s speed: matrix arithmetic</extracomment>
        <translation>ограничена вычислениями</translation>
    </message>
    <message>
        <source>overhead-bound</source>
        <extracomment>Which part of the work limits a GPU&apos;s speed: fixed costs (kernel launches, host work)</extracomment>
        <translation>ограничена накладными расходами</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>the cheaper of the latest new and second-hand price</source>
        <translation>меньшая из последних цен новой карты и б/у</translation>
    </message>
    <message>
        <source>the post&apos;s method: the average of the latest new and used price</source>
        <translation>метод статьи: среднее последних цен новой и б/у карты</translation>
    </message>
    <message>
        <source>cheaper of new and used</source>
        <translation>меньшая из новой и б/у</translation>
    </message>
    <message>
        <source>average of new and used, the post&apos;s method</source>
        <translation>среднее новой и б/у, метод статьи</translation>
    </message>
</context>
<context>
    <name>GgufModelInfo</name>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>%1 a whole percentage</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a share of the file&apos;s bytes (&quot;62%&quot;), %2 a ggml type (&quot;Q4_K&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>GgufModelReader</name>
    <message>
        <source>no GGUF header was read</source>
        <translation>не прочитано ни одного заголовка GGUF</translation>
    </message>
    <message>
        <source>%1 is not part %2 of %3 by its split.no and split.count</source>
        <extracomment>%1 a file, %2 its place among the parts, %3 how many parts were read; split.no and split.count are metadata keys</extracomment>
        <translation>%1 по split.no и split.count не является частью %2 из %3</translation>
    </message>
    <message>
        <source>the parts hold %1 tensors but split.tensors.count says %2</source>
        <extracomment>%1 and %2 count tensors; split.tensors.count is a metadata key</extracomment>
        <translation>в частях %1 тензоров, а split.tensors.count говорит %2</translation>
    </message>
    <message>
        <source>the header does not name the model&apos;s architecture (general.architecture)</source>
        <translation>заголовок не называет архитектуру модели (general.architecture)</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; is in more than one part</source>
        <translation>тензор &apos;%1&apos; есть больше чем в одной части</translation>
    </message>
    <message>
        <source>the file holds no tensors</source>
        <translation>в файле нет тензоров</translation>
    </message>
    <message>
        <source>the tensors name a layer past 100,000</source>
        <translation>тензоры называют слой с номером больше 100 000</translation>
    </message>
    <message>
        <source>%1 (GGUF header SHA-256 %2)</source>
        <extracomment>%1 a file name, %2 a SHA-256 in hex</extracomment>
        <translation>%1 (SHA-256 заголовка GGUF %2)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 a file, %2 the system&apos;s reason</extracomment>
        <translation>%1 не читается: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a file, %2 what is wrong with its header</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the header would be larger than %2 MB; a model&apos;s header is far smaller</source>
        <extracomment>%1 a file, %2 a size in MB</extracomment>
        <translation>%1: заголовок был бы больше %2 МБ; заголовок модели намного меньше</translation>
    </message>
    <message>
        <source>%1 names %2 parts; a split model has 1 to 999</source>
        <translation>%1 называет %2 частей; у разделённой модели их от 1 до 999</translation>
    </message>
    <message>
        <source>part %1 of the split model is missing: %2 is not in %3</source>
        <extracomment>%1 a file name, %2 a folder</extracomment>
        <translation>нет части %1 разделённой модели: %2 нет в %3</translation>
    </message>
</context>
<context>
    <name>GgufReader</name>
    <message>
        <source>the header is cut short while reading %1: the file ends after %2 bytes</source>
        <extracomment>%1 says what was being read (a key, a tensor), %2 the file&apos;s size in bytes</extracomment>
        <translation>заголовок обрывается при чтении %1: файл кончается после %2 байт</translation>
    </message>
    <message>
        <source>the magic number</source>
        <translation>сигнатуры</translation>
    </message>
    <message>
        <source>not a GGUF file: it does not start with the bytes &apos;GGUF&apos;</source>
        <translation>это не файл GGUF: он не начинается с байтов &apos;GGUF&apos;</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>версии</translation>
    </message>
    <message>
        <source>GGUF version %1 is not read; versions 2 and 3 are</source>
        <extracomment>%1 is a version number</extracomment>
        <translation>GGUF версии %1 не читается; читаются версии 2 и 3</translation>
    </message>
    <message>
        <source>the tensor and key counts</source>
        <translation>числа тензоров и ключей</translation>
    </message>
    <message>
        <source>the header claims %1 tensors, more than the %2 a model has</source>
        <extracomment>%1 the count the file claims, %2 the most this reader takes</extracomment>
        <translation>заголовок заявляет %1 тензоров, больше, чем %2, которые бывают у модели</translation>
    </message>
    <message>
        <source>the header claims %1 metadata keys, more than %2</source>
        <translation>заголовок заявляет %1 ключей метаданных, больше %2</translation>
    </message>
    <message>
        <source>a string of %1 bytes at byte %2, longer than the %3 bytes a header string may have</source>
        <extracomment>%1 a length in bytes, %2 a byte offset, %3 the limit</extracomment>
        <translation>строка в %1 байт на байте %2 длиннее %3 байт, допустимых для строки заголовка</translation>
    </message>
    <message>
        <source>metadata key %1</source>
        <extracomment>%1 counts the keys read so far</extracomment>
        <translation>ключа метаданных %1</translation>
    </message>
    <message>
        <source>metadata key %1 has an empty name</source>
        <translation>у ключа метаданных %1 пустое имя</translation>
    </message>
    <message>
        <source>the metadata key &apos;%1&apos; appears twice</source>
        <translation>ключ метаданных &apos;%1&apos; встречается дважды</translation>
    </message>
    <message>
        <source>the metadata key &apos;%1&apos;</source>
        <translation>ключа метаданных &apos;%1&apos;</translation>
    </message>
    <message>
        <source>metadata &apos;%1&apos;: %2</source>
        <translation>метаданные &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>metadata &apos;%1&apos; is an array of unknown type %2</source>
        <extracomment>%1 a key, %2 a type number</extracomment>
        <translation>метаданные &apos;%1&apos; — массив неизвестного типа %2</translation>
    </message>
    <message>
        <source>metadata &apos;%1&apos; claims %2 items, more than %3</source>
        <translation>метаданные &apos;%1&apos; заявляют %2 элементов, больше %3</translation>
    </message>
    <message>
        <source>metadata &apos;%1&apos; has unknown type %2</source>
        <translation>у метаданных &apos;%1&apos; неизвестный тип %2</translation>
    </message>
    <message>
        <source>general.alignment must be a power of two up to 1,048,576</source>
        <translation>general.alignment должно быть степенью двойки не больше 1 048 576</translation>
    </message>
    <message>
        <source>the tensor infos</source>
        <translation>описаний тензоров</translation>
    </message>
    <message>
        <source>tensor %1</source>
        <translation>тензора %1</translation>
    </message>
    <message>
        <source>tensor %1 has an empty name</source>
        <translation>у тензора %1 пустое имя</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; appears twice</source>
        <translation>тензор &apos;%1&apos; встречается дважды</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos;</source>
        <translation>тензора &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; has %2 dimensions; ggml tensors have 1 to 4</source>
        <extracomment>%1 a tensor name, %2 its number of dimensions</extracomment>
        <translation>у тензора &apos;%1&apos; %2 измерений; у тензоров ggml их от 1 до 4</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; has an impossible shape</source>
        <translation>у тензора &apos;%1&apos; невозможная форма</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; has ggml type %2, which this version does not know</source>
        <extracomment>%1 a tensor name, %2 a type number</extracomment>
        <translation>у тензора &apos;%1&apos; тип ggml %2, который эта версия не знает</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; has rows of %2 weights, not a whole number of %3 blocks of %4</source>
        <extracomment>%1 a tensor, %2 its row length, %3 a type name, %4 its block size</extracomment>
        <translation>у тензора &apos;%1&apos; строки по %2 весов — не целое число блоков %3 по %4</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; starts at offset %2, not a multiple of the alignment %3</source>
        <translation>тензор &apos;%1&apos; начинается со смещения %2, не кратного выравниванию %3</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; overlaps the one before it</source>
        <translation>тензор &apos;%1&apos; перекрывает предыдущий</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; has an impossible offset</source>
        <translation>у тензора &apos;%1&apos; невозможное смещение</translation>
    </message>
    <message>
        <source>the tensors end at byte %1 but the file has only %2 bytes: it is cut short</source>
        <extracomment>%1 bytes the tensors need, %2 the file&apos;s size</extracomment>
        <translation>тензоры кончаются на байте %1, а в файле только %2 байт: он обрезан</translation>
    </message>
</context>
<context>
    <name>GgufRemoteReader</name>
    <message>
        <source>%1 is not an http or https link</source>
        <extracomment>%1 is a link</extracomment>
        <translation>%1 — не ссылка http или https</translation>
    </message>
    <message>
        <source>%1 names %2 parts; a split model has 1 to 999</source>
        <translation>%1 называет %2 частей; у разделённой модели их от 1 до 999</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>%1: the header would need more than the %2 MB read from a link</source>
        <extracomment>%1 a file, %2 a size in MB</extracomment>
        <translation>%1: заголовку понадобилось бы больше %2 МБ, читаемых по ссылке</translation>
    </message>
    <message>
        <source>%1 changed size while it was read</source>
        <translation>%1 изменил размер во время чтения</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GpuBrowserWidget</name>
    <message>
        <source>GPU browser</source>
        <translation>Обзор GPU</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Что если…</translation>
    </message>
    <message>
        <source>What-if assumptions: every table and chart follows them</source>
        <translation>Допущения «что если»: по ним строятся все таблицы и графики</translation>
    </message>
    <message>
        <source>Words that must all occur in the name, vendor, architecture or memory type</source>
        <translation>Слова, которые все должны встречаться в названии, производителе, архитектуре или типе памяти</translation>
    </message>
    <message>
        <source>Search GPUs</source>
        <translation>Поиск GPU</translation>
    </message>
    <message>
        <source>Name, vendor, architecture…</source>
        <translation>Название, производитель, архитектура…</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <source>Consumer, workstation or datacenter cards</source>
        <translation>Потребительские карты, для рабочих станций или для дата-центров</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Сегмент</translation>
    </message>
    <message>
        <source>Hide GPUs with less memory (the post: 12 GB for image generation, 24 GB for work with transformers)</source>
        <translation>Скрыть GPU с меньшим объёмом памяти (в статье: 12 ГБ для генерации изображений, 24 ГБ для работы с трансформерами)</translation>
    </message>
    <message>
        <source>Minimum memory in GB</source>
        <translation>Минимальный объём памяти в ГБ</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> ГБ</translation>
    </message>
    <message>
        <source>Show only GPUs with a price on record as of the chosen month</source>
        <translation>Показывать только GPU, для которых есть цена на выбранный месяц</translation>
    </message>
    <message>
        <source>Price availability</source>
        <translation>Наличие цены</translation>
    </message>
    <message>
        <source>&amp;Launched since:</source>
        <translation>Вып&amp;ущены с:</translation>
    </message>
    <message>
        <source>Hide GPUs launched before this year</source>
        <translation>Скрыть GPU, выпущенные раньше этого года</translation>
    </message>
    <message>
        <source>Launched since year</source>
        <translation>Год выпуска, начиная с</translation>
    </message>
    <message>
        <source>any year</source>
        <translation>любой год</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Every GPU with its specs, price, relative performance and performance per dollar. Select two to four to compare them.</source>
        <translation>Все GPU с характеристиками, ценой, относительной производительностью и производительностью на доллар. Выберите от двух до четырёх, чтобы сравнить их.</translation>
    </message>
    <message>
        <source>Number of GPUs shown</source>
        <translation>Количество показанных GPU</translation>
    </message>
    <message>
        <source>Charts and views of the selected GPUs</source>
        <translation>Графики и представления выбранных GPU</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Выгодность</translation>
    </message>
    <message>
        <source>The best performance per dollar of total cost</source>
        <translation>Лучшая производительность на доллар полной стоимости</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>The fastest GPUs on the chosen metric</source>
        <translation>Самые быстрые GPU по выбранной метрике</translation>
    </message>
    <message>
        <source>Price vs performance</source>
        <translation>Цена и скорость</translation>
    </message>
    <message>
        <source>Every priced GPU, with the GPUs nothing cheaper beats</source>
        <translation>Все GPU с ценой и те, которые не обгоняет ни один более дешёвый</translation>
    </message>
    <message>
        <source>Cloud vs desktop</source>
        <translation>Облако или ПК</translation>
    </message>
    <message>
        <source>Buying the selected GPU against renting one in the cloud</source>
        <translation>Покупка выбранного GPU в сравнении с арендой в облаке</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>The selected GPU&apos;s price history and how the model arrives at its figures</source>
        <translation>История цен выбранного GPU и то, как модель получает его показатели</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Two to four selected GPUs side by side</source>
        <translation>От двух до четырёх выбранных GPU бок о бок</translation>
    </message>
    <message>
        <source>The GPUs could not be read: %1</source>
        <translation>Не удалось прочитать GPU: %1</translation>
    </message>
    <message>
        <source>Saved the chart to %1</source>
        <translation>График сохранён в %1</translation>
    </message>
    <message>
        <source>The chart could not be saved: %1</source>
        <translation>Не удалось сохранить график: %1</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Все производители</translation>
    </message>
    <message>
        <source>All segments</source>
        <translation>Все сегменты</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Потребительский</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Рабочие станции</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>Дата-центры</translation>
    </message>
    <message>
        <source>Priced or not</source>
        <translation>С ценой или без</translation>
    </message>
    <message>
        <source>With a price</source>
        <translation>С ценой</translation>
    </message>
    <message>
        <source>With a new price</source>
        <translation>С ценой новой</translation>
    </message>
    <message>
        <source>With a used price</source>
        <translation>С ценой б/у</translation>
    </message>
    <message>
        <source>%1 GB or more</source>
        <translation>%1 ГБ или больше</translation>
    </message>
    <message>
        <source>launched since %1</source>
        <translation>выпущены с %1</translation>
    </message>
    <message>
        <source>matching “%1”</source>
        <translation>по запросу «%1»</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs</source>
        <translation>%1 из %2 GPU</translation>
    </message>
    <message>
        <source>The %1 is hidden by the filters.</source>
        <translation>%1 скрыт фильтрами.</translation>
    </message>
    <message>
        <source>The wizard recommends: %1. Its picks are highlighted.</source>
        <translation>Мастер рекомендует: %1. Его варианты выделены.</translation>
    </message>
    <message>
        <source>Relative performance cannot be worked out: %1</source>
        <translation>Не удаётся рассчитать относительную производительность: %1</translation>
    </message>
    <message>
        <source>Read the GPUs in this computer with nvidia-smi and compare upgrades against them</source>
        <translation>Определить GPU этого компьютера через nvidia-smi и сравнить с ними варианты замены</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Found %1, which is not in the database.</source>
        <translation>Найден %1, которого нет в базе данных.</translation>
    </message>
    <message>
        <source>Found your %1.</source>
        <translation>Найден ваш %1.</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>&amp;Поиск:</translation>
    </message>
    <message>
        <source>Mi&amp;n. memory:</source>
        <translation>Мин. пам&amp;ять:</translation>
    </message>
    <message>
        <source>Com&amp;pare with my GPU…</source>
        <translation>С&amp;равнить с моим GPU…</translation>
    </message>
    <message>
        <source>Reading the installed GPUs with nvidia-smi…</source>
        <translation>Читаю установленные GPU через nvidia-smi…</translation>
    </message>
    <message>
        <source>Price warning</source>
        <extracomment>Accessible name of the warning that the prices in the list are old or far apart.</extracomment>
        <translation>Предупреждение о ценах</translation>
    </message>
    <message>
        <source>%1 of the listed GPUs have no price on record as of this month: they are listed after the priced ones and not ranked by value.</source>
        <translation>У %1 GPU из списка нет цены на этот месяц: они идут после GPU с ценой и не ранжируются по выгоде.</translation>
    </message>
    <message>
        <source>One of the listed GPUs has no price on record as of this month: it is listed after the priced ones and not ranked by value.</source>
        <extracomment>%1 is a number of GPUs in the list, 2 or more.</extracomment>
        <translation>У одного GPU из списка нет цены на этот месяц: он идёт после GPU с ценой и не ранжируется по выгоде.</translation>
    </message>
    <message>
        <source>new price within %1</source>
        <extracomment>%1 is an amount of money: the budget.</extracomment>
        <translation>с ценой новой карты в пределах %1</translation>
    </message>
    <message>
        <source>used price within %1</source>
        <extracomment>%1 is an amount of money: the budget.</extracomment>
        <translation>с ценой б/у в пределах %1</translation>
    </message>
    <message>
        <source>From the wizard: ranked by %1.</source>
        <extracomment>%1 is a workload (&quot;16-bit training&quot;), %2 the filter (&quot;24 GB or more, priced within $1,000&quot;)</extracomment>
        <translation>Из мастера: рейтинг по показателю «%1».</translation>
    </message>
    <message>
        <source>From the wizard: ranked by %1; %2.</source>
        <translation>Из мастера: рейтинг по показателю «%1»; %2.</translation>
    </message>
    <message>
        <source>Your price was not kept: %1</source>
        <translation>Ваша цена не сохранена: %1</translation>
    </message>
    <message>
        <source>Kept your price of %1 seen on %2 for the %3. The newest prices are the ones compared.</source>
        <extracomment>%1 an amount with its currency, %2 a date, %3 a GPU name</extracomment>
        <translation>Сохранена ваша цена %1 от %2 для %3. Сравниваются самые новые цены.</translation>
    </message>
    <message>
        <source>The price was not removed: %1</source>
        <translation>Цена не удалена: %1</translation>
    </message>
    <message>
        <source>Removed your price.</source>
        <translation>Ваша цена удалена.</translation>
    </message>
    <message>
        <source>Which software runs on each GPU could not be read: %1</source>
        <extracomment>%1 is the error the database reported.</extracomment>
        <translation>Не удалось прочитать, какие программы работают на каждом GPU: %1</translation>
    </message>
    <message>
        <source>cheaper of new and used price within %1</source>
        <extracomment>%1 is an amount of money: the budget.</extracomment>
        <translation>с меньшей из цен новой и б/у в пределах %1</translation>
    </message>
    <message>
        <source>average of new and used price (the post&apos;s method) within %1</source>
        <extracomment>%1 is an amount of money: the budget. The average is the 2023 post&apos;s own method.</extracomment>
        <translation>со средней ценой новой и б/у карты (метод статьи) в пределах %1</translation>
    </message>
</context>
<context>
    <name>GpuComparisonModel</name>
    <message>
        <source>%1 GB %2</source>
        <translation>%1 ГБ %2</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>no tensor cores</source>
        <translation>нет тензорных ядер</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 Вт</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>Fits on one card</source>
        <translation>Помещается на одну карту</translation>
    </message>
    <message>
        <source>Needs %1 cards</source>
        <translation>Нужно карт: %1</translation>
    </message>
    <message>
        <source>%1 GB needed, %2 GB on the card</source>
        <translation>Нужно %1 ГБ, на карте %2 ГБ</translation>
    </message>
    <message>
        <source>Relative performance: the %1 = 1.00</source>
        <translation>Относительная производительность: %1 = 1.00</translation>
    </message>
    <message>
        <source>%1 (×)</source>
        <translation>%1 (×)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Сегмент</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>Выпуск</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Пропускная способность памяти</translation>
    </message>
    <message>
        <source>FP16 tensor throughput</source>
        <translation>Тензорная производительность FP16</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>Кэш L2</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>Мощность платы</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Дата цены</translation>
    </message>
    <message>
        <source>Rest of the desktop</source>
        <translation>Остальной компьютер</translation>
    </message>
    <message>
        <source>Electricity over %1 years</source>
        <translation>Электроэнергия за %1 г.</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Полная стоимость владения</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>Memory the workload needs</source>
        <translation>Память, нужная для задачи</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>Помещается ли в память</translation>
    </message>
    <message>
        <source>model on this test&apos;s scale: %1</source>
        <extracomment>%1 the model&apos;s figure for the same test, on the test&apos;s scale, and how far it is from the measurement</extracomment>
        <translation>модель в масштабе теста: %1</translation>
    </message>
    <message>
        <source>The model&apos;s figure is its estimate put on this test&apos;s scale by the other GPUs the test measured, so it can differ from the performance row above.</source>
        <translation>Цифра модели — её оценка, приведённая к масштабу этого теста по другим GPU, которые он измерил, поэтому она может отличаться от строки производительности выше.</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>не оценено</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <extracomment>%1 a workload (&quot;8-bit inference&quot;)</extracomment>
        <translation>Измерено: %1</translation>
    </message>
    <message>
        <source>No test on record measured this GPU.</source>
        <translation>Ни один тест из имеющихся не измерял этот GPU.</translation>
    </message>
    <message>
        <source>Not measured in this test.</source>
        <translation>В этом тесте не измерялся.</translation>
    </message>
    <message>
        <source>%1 ±%2</source>
        <extracomment>%1 an estimated relative performance, %2 the model&apos;s typical error on the workload (a percentage)</extracomment>
        <translation>%1 ±%2</translation>
    </message>
    <message>
        <source>%1 TFLOPS %2, %3 GB/s</source>
        <extracomment>%1 a matrix rate in TFLOPS, %2 the matrix path (FP8 tensor, ...), %3 memory bandwidth in GB/s</extracomment>
        <translation>%1 TFLOPS %2, %3 ГБ/с</translation>
    </message>
    <message>
        <source>Estimated by the model from the specifications; ± is its typical error on this workload (median over %2 measured test(s) it was not fitted on): %1.</source>
        <extracomment>%1 a percentage, %2 a number of tests</extracomment>
        <translation>Оценка модели по характеристикам; ± — её обычная ошибка на этой задаче (медиана по измеренным тестам, на которых модель не подгонялась: %2): %1.</translation>
    </message>
    <message>
        <source>Measured %1 in %2.</source>
        <extracomment>%1 a workload, %2 the unit with the test&apos;s conditions</extracomment>
        <translation>Измерено: %1, в единицах «%2».</translation>
    </message>
    <message>
        <source>Across the tests it was checked on, %1.</source>
        <translation>По тестам, на которых её проверяли, %1.</translation>
    </message>
    <message>
        <source>Measured figures</source>
        <translation>Измерения</translation>
    </message>
    <message>
        <source>%1 estimated from</source>
        <extracomment>%1 a workload (&quot;8-bit inference&quot;)</extracomment>
        <translation>Основа оценки: %1</translation>
    </message>
    <message>
        <source>No known problem</source>
        <extracomment>The Software row of the comparison when every stack the data knows supports the card.</extracomment>
        <translation>Известных проблем нет</translation>
    </message>
    <message>
        <source>Software problems</source>
        <extracomment>A row title of the comparison: the software stacks that do not (fully) support the card.</extracomment>
        <translation>Проблемы с программами</translation>
    </message>
    <message>
        <source>Price taken</source>
        <extracomment>A row title of the comparison: which of a card&apos;s prices each column counts (new, used, the cheaper)</extracomment>
        <translation>Учитываемая цена</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>Цена GPU</translation>
    </message>
    <message>
        <source>Expected resale after %1 years</source>
        <translation>Ожидаемая цена перепродажи через %1 г.</translation>
    </message>
</context>
<context>
    <name>GpuCsv</name>
    <message>
        <source>line 1: the header matches neither the GPU layout (%1), the price layout (%2) nor an export (%3)</source>
        <extracomment>%1, %2 and %3 list CSV column names (not translated).</extracomment>
        <translation>строка 1: заголовок не соответствует ни формату GPU (%1), ни формату цен (%2), ни формату экспорта (%3)</translation>
    </message>
    <message>
        <source>a blank, or on a unified-memory machine at most %1 GB</source>
        <extracomment>%1 is a number of GB, &quot;unified&quot; a value of the device_kind column (not translated).</extracomment>
        <translation>пустое значение или, для машины с общей памятью, не больше %1 ГБ</translation>
    </message>
</context>
<context>
    <name>GpuDetailWidget</name>
    <message>
        <source>GPU details</source>
        <translation>Подробности о GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>Характеристики</translation>
    </message>
    <message>
        <source>Explanation and price observations</source>
        <translation>Пояснение и зафиксированные цены</translation>
    </message>
    <message>
        <source>How the model arrives at this GPU&apos;s figures</source>
        <translation>Как модель получает показатели этого GPU</translation>
    </message>
    <message>
        <source>How the figures come about</source>
        <translation>Откуда берутся показатели</translation>
    </message>
    <message>
        <source>Price observations with their sources</source>
        <translation>Зафиксированные цены с источниками</translation>
    </message>
    <message>
        <source>Price observations</source>
        <translation>Зафиксированные цены</translation>
    </message>
    <message>
        <source>No GPU selected</source>
        <translation>GPU не выбран</translation>
    </message>
    <message>
        <source>Select a GPU in the table to see its price history and how the model arrives at its figures.</source>
        <translation>Выберите GPU в таблице, чтобы увидеть историю его цен и то, как модель получает его показатели.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 GB %2 · %3 GB/s · %4 · %5 W · %6, %7, launched %8
Specs from %9, recorded %10</source>
        <translation>%1 ГБ %2 · %3 ГБ/с · %4 · %5 Вт · %6, %7, выпуск %8
Характеристики: %9, записаны %10</translation>
    </message>
    <message>
        <source> tensor TFLOPS</source>
        <translation> тензорных TFLOPS</translation>
    </message>
    <message>
        <source>Specs: %1
Cross-checked against: %2</source>
        <translation>Характеристики: %1
Сверено с: %2</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>История цен</translation>
    </message>
    <message>
        <source>Add your &amp;own price...</source>
        <translation>&amp;Добавить свою цену...</translation>
    </message>
    <message>
        <source>Keep a price you found for this GPU, with its date and where you saw it</source>
        <translation>Сохранить найденную вами цену этого GPU с датой и местом, где вы её увидели</translation>
    </message>
    <message>
        <source>Remove the selected price, one you entered yourself</source>
        <translation>Удалить выбранную цену, введённую вами</translation>
    </message>
    <message>
        <source>Re&amp;move your entry</source>
        <translation>Уд&amp;алить ваши данные</translation>
    </message>
    <message>
        <source>Will your software run?</source>
        <translation>Заработают ли ваши программы?</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Источники:</translation>
    </message>
</context>
<context>
    <name>GpuDetector</name>
    <message>
        <source>No NVIDIA driver tools (nvidia-smi) were found, so the installed GPU cannot be read.</source>
        <translation>Инструменты драйвера NVIDIA (nvidia-smi) не найдены, поэтому определить установленный GPU невозможно.</translation>
    </message>
    <message>
        <source>nvidia-smi did not answer within %1 seconds.</source>
        <translation>nvidia-smi не ответил в течение %1 с.</translation>
    </message>
    <message>
        <source>nvidia-smi failed (exit code %1).</source>
        <translation>nvidia-smi завершился с ошибкой (код выхода %1).</translation>
    </message>
    <message>
        <source>nvidia-smi failed (exit code %1): %2.</source>
        <extracomment>%2 is the error output of nvidia-smi.</extracomment>
        <translation>nvidia-smi завершился с ошибкой (код выхода %1): %2.</translation>
    </message>
    <message>
        <source>nvidia-smi reported no GPU.</source>
        <translation>nvidia-smi не сообщил ни об одном GPU.</translation>
    </message>
    <message>
        <source>Found %1 GPU(s).</source>
        <translation>Найдено GPU: %1.</translation>
    </message>
    <message>
        <source>nvidia-smi (%1) could not be started: %2.</source>
        <extracomment>%1 is the path of nvidia-smi, %2 the system&apos;s reason.</extracomment>
        <translation>Не удалось запустить nvidia-smi (%1): %2.</translation>
    </message>
</context>
<context>
    <name>GpuEvaluator</name>
    <message>
        <source>the reference GPU &quot;%1&quot; is not in the database</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>эталонного GPU «%1» нет в базе данных</translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>Consumer</source>
        <translation>Потребительский</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Рабочие станции</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>Дата-центры</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 Вт</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 %2, %3
Specs: %4</source>
        <translation>%1 %2, %3
Характеристики: %4</translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput, TFLOPS</source>
        <translation>Плотная тензорная производительность FP16, TFLOPS</translation>
    </message>
    <message>
        <source>No tensor cores</source>
        <translation>Нет тензорных ядер</translation>
    </message>
    <message>
        <source>%1 × %2 on %3 (%4-bound)</source>
        <translation>%1 × %2 на %3 (ограничение: %4)</translation>
    </message>
    <message>
        <source>No price on record, so no performance per dollar.</source>
        <translation>Цены нет, поэтому нет и производительности на доллар.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Сегмент</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>Выпуск</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Tensor TFLOPS</source>
        <translation>Тензорные TFLOPS</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Мощность</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Дата цены</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Perf. per %1</source>
        <translation>Произв. на %1</translation>
    </message>
    <message>
        <source>%1, relative to the %2 (= 1.00)</source>
        <translation>%1, относительно %2 (= 1.00)</translation>
    </message>
    <message>
        <source>Relative performance per %1 of total cost of ownership (GPU, desktop and electricity)</source>
        <translation>Относительная производительность на %1 полной стоимости владения (GPU, компьютер и электроэнергия)</translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput in TFLOPS</source>
        <translation>Плотная тензорная производительность FP16 в TFLOPS</translation>
    </message>
    <message>
        <source>Price as of the chosen month: %1</source>
        <extracomment>%1 says which figure the column shows (&quot;the average of the latest new and used price&quot;)</extracomment>
        <translation>Цена на выбранный месяц: %1</translation>
    </message>
    <message>
        <source>New price</source>
        <extracomment>A column header: the latest new price of each GPU</extracomment>
        <translation>Цена новой</translation>
    </message>
    <message>
        <source>Used price</source>
        <extracomment>A column header: the latest used (or marketplace) price of each GPU</extracomment>
        <translation>Цена б/у</translation>
    </message>
    <message>
        <source>Avg. price</source>
        <extracomment>A column header: the 2023 post&apos;s average of a new and a used price</extracomment>
        <translation>Средн. цена</translation>
    </message>
    <message>
        <source>Price</source>
        <extracomment>A column header: the cheaper of each GPU&apos;s latest new and used price</extracomment>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Relative performance %1 per %2 of total cost:
GPU %3 + desktop %4 + electricity %5 over %6 years%8 = %7
%9</source>
        <extracomment>%8 is empty or &quot; − expected resale $X&quot;; %9 the resale line (&quot;expected resale after ...&quot;)</extracomment>
        <translation>Относительная производительность %1 на %2 полной стоимости:
GPU %3 + компьютер %4 + электроэнергия %5 за %6 г.%8 = %7
%9</translation>
    </message>
    <message>
        <source> − expected resale %1</source>
        <translation> − ожидаемая цена перепродажи %1</translation>
    </message>
</context>
<context>
    <name>HfConfigReader</name>
    <message>
        <source>needs a dtype, a shape and two data_offsets</source>
        <translation>должен иметь dtype, shape и два значения data_offsets</translation>
    </message>
    <message>
        <source>has more than 8 dimensions</source>
        <translation>имеет больше 8 измерений</translation>
    </message>
    <message>
        <source>has a dimension that is not a whole number from 0</source>
        <translation>имеет измерение, не являющееся целым неотрицательным числом</translation>
    </message>
    <message>
        <source>claims more than 2^50 elements</source>
        <translation>заявляет более 2^50 элементов</translation>
    </message>
    <message>
        <source>has data_offsets that are not two growing whole numbers</source>
        <translation>имеет data_offsets, не являющиеся двумя возрастающими целыми числами</translation>
    </message>
    <message>
        <source>takes %1 bytes by its data_offsets, not the %2 its dtype and shape need</source>
        <translation>занимает по data_offsets %1 байт, а не %2, как требуют его dtype и shape</translation>
    </message>
    <message>
        <source>the safetensors header is larger than 100 MB</source>
        <translation>заголовок safetensors больше 100 MB</translation>
    </message>
    <message>
        <source>the safetensors header is not a JSON object</source>
        <translation>заголовок safetensors не является объектом JSON</translation>
    </message>
    <message>
        <source>the safetensors header lists more than 200,000 tensors</source>
        <translation>в заголовке safetensors перечислено более 200 000 тензоров</translation>
    </message>
    <message>
        <source>the tensor &apos;%1&apos; %2</source>
        <extracomment>%1 a tensor&apos;s name, %2 what is wrong with it</extracomment>
        <translation>тензор &apos;%1&apos; %2</translation>
    </message>
    <message>
        <source>two tensors of the safetensors header overlap</source>
        <translation>два тензора в заголовке safetensors перекрываются</translation>
    </message>
    <message>
        <source>model.safetensors.index.json is larger than 16 MB</source>
        <translation>model.safetensors.index.json больше 16 MB</translation>
    </message>
    <message>
        <source>model.safetensors.index.json has no weight_map</source>
        <translation>в model.safetensors.index.json нет weight_map</translation>
    </message>
    <message>
        <source>model.safetensors.index.json names &quot;%1&quot;, not a safetensors file in the repository</source>
        <extracomment>%1 a file name as the index gives it</extracomment>
        <translation>model.safetensors.index.json указывает на &quot;%1&quot; — это не файл safetensors в репозитории</translation>
    </message>
    <message>
        <source>model.safetensors.index.json names more than 10,000 files</source>
        <translation>model.safetensors.index.json указывает более 10 000 файлов</translation>
    </message>
    <message>
        <source>config.json is larger than 16 MB; a model&apos;s configuration is far smaller</source>
        <translation>config.json больше 16 MB; конфигурация модели намного меньше</translation>
    </message>
    <message>
        <source>config.json is not a JSON object: %1</source>
        <extracomment>%1 the JSON parser&apos;s reason</extracomment>
        <translation>config.json не является объектом JSON: %1</translation>
    </message>
    <message>
        <source>config.json describes no model: it has no architectures, model_type or num_hidden_layers</source>
        <translation>config.json не описывает модель: в нём нет architectures, model_type и num_hidden_layers</translation>
    </message>
</context>
<context>
    <name>HfRepoRef</name>
    <message>
        <source>only an http or https address of a Hugging Face repository can be read</source>
        <translation>можно прочитать только http- или https-адрес репозитория Hugging Face</translation>
    </message>
    <message>
        <source>the address names no repository: it needs /owner/name after the host</source>
        <translation>в адресе не указан репозиторий: после имени хоста нужен /owner/name</translation>
    </message>
    <message>
        <source>the address has too many parts for a repository, a tree or a file in it</source>
        <translation>в адресе слишком много частей для репозитория, дерева или файла в нём</translation>
    </message>
    <message>
        <source>enter a Hugging Face repository as owner/name, owner/name@revision or its address</source>
        <translation>укажите репозиторий Hugging Face в виде owner/name, owner/name@revision или его адрес</translation>
    </message>
    <message>
        <source>a repository id or address is at most 200 characters</source>
        <translation>идентификатор или адрес репозитория не может быть длиннее 200 символов</translation>
    </message>
    <message>
        <source>a repository id or address has no spaces</source>
        <translation>идентификатор или адрес репозитория не может содержать пробелы</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a repository id: it is owner/name, with one slash</source>
        <translation>«%1» — не идентификатор репозитория: он имеет вид owner/name, с одной косой чертой</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a repository id: owner and name are letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <extracomment>%1 what the user typed as owner/name</extracomment>
        <translation>&quot;%1&quot; не является идентификатором репозитория: владелец и имя состоят из букв, цифр, &apos;-&apos;, &apos;_&apos; и &apos;.&apos;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: a branch, tag or commit is letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos; and &apos;/&apos;</source>
        <translation>«%1» — не ревизия: ветка, тег или коммит состоят из букв, цифр, &apos;.&apos;, &apos;_&apos;, &apos;-&apos; и &apos;/&apos;</translation>
    </message>
</context>
<context>
    <name>InputLimits</name>
    <message>
        <source>From %1 to %2</source>
        <translation>От %1 до %2</translation>
    </message>
    <message>
        <source>This field</source>
        <translation>Это поле</translation>
    </message>
    <message>
        <source>%1 takes no figure outside its range. %2.</source>
        <extracomment>%1 names the field (&quot;Budget&quot;), %2 its range (&quot;From $0 to $1,000,000&quot;)</extracomment>
        <translation>%1 не принимает значения вне своего диапазона. %2.</translation>
    </message>
</context>
<context>
    <name>LlmCostChart</name>
    <message>
        <source>Cost against decode speed</source>
        <translation>Стоимость и скорость генерации</translation>
    </message>
    <message>
        <source>%1: %2 tokens/s per user, %3</source>
        <translation>%1: %2 токенов/с на пользователя, %3</translation>
    </message>
    <message>
        <source>%1-year cost against decode speed</source>
        <translation>Стоимость за %1 г. и скорость генерации</translation>
    </message>
    <message>
        <source>Price against decode speed</source>
        <translation>Цена и скорость генерации</translation>
    </message>
    <message>
        <source>No priced configuration holds this model: lower the context, the users or the format.</source>
        <translation>Ни одна конфигурация с ценой не вмещает эту модель: уменьшите контекст, число пользователей или формат.</translation>
    </message>
    <message>
        <source>Meets the target</source>
        <translation>Достигают цели</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>Не достигают цели</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>Граница</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Бюджет</translation>
    </message>
    <message>
        <source>Decode speed per user (tokens/s)</source>
        <translation>Скорость генерации на пользователя (токенов/с)</translation>
    </message>
    <message>
        <source>%1-year cost</source>
        <translation>Стоимость за %1 г.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Configurations drawn: %1; on the frontier (nothing cheaper is faster): %2. Prices: cards in the whole machine the build planner puts around them, a unified-memory machine as sold; the dates of the card prices are in the table.</source>
        <translation>Конфигураций на графике: %1; на границе (ничего дешевле не быстрее): %2. Цены: карты вместе со всей машиной, которую вокруг них собирает планировщик сборки, машина с общей памятью — по цене продажи; даты цен карт — в таблице.</translation>
    </message>
    <message>
        <source>Target: %1 tokens/s per user.</source>
        <translation>Цель: %1 токенов/с на пользователя.</translation>
    </message>
    <message>
        <source>Budget: %1.</source>
        <translation>Бюджет: %1.</translation>
    </message>
</context>
<context>
    <name>LlmEstimator</name>
    <message>
        <source>vLLM does not run on Apple silicon; the estimate assumes MLX or llama.cpp with the same bits per weight.</source>
        <translation>vLLM не работает на Apple silicon; оценка предполагает MLX или llama.cpp с тем же числом бит на вес.</translation>
    </message>
    <message>
        <source>The %1 attention heads do not divide over %2 devices, so the layers are split instead (pipeline).</source>
        <translation>%1 голов внимания не делятся поровну на %2 устройства, поэтому делятся слои (конвейер).</translation>
    </message>
    <message>
        <source>Each device keeps a copy of the key/value cache that cannot be split further (%1 key/value heads, %2 devices).</source>
        <translation>Каждое устройство хранит копию кэша ключей и значений, которую нельзя разделить дальше (голов ключей и значений: %1, устройств: %2).</translation>
    </message>
    <message>
        <source>With %1 users decoding is limited by compute, not memory bandwidth.</source>
        <translation>При %1 пользователях генерацию ограничивают вычисления, а не пропускная способность памяти.</translation>
    </message>
    <message>
        <source>No matrix rate is published for this device, so prompt speed is unknown.</source>
        <translation>Для этого устройства не опубликована матричная производительность, поэтому скорость обработки запроса неизвестна.</translation>
    </message>
    <message>
        <source>Layer split: the devices take turns on every token, so one user&apos;s decode is no faster than on one device with the same bandwidth.</source>
        <translation>Разделение по слоям: устройства работают над каждым токеном по очереди, поэтому генерация для одного пользователя не быстрее, чем на одном устройстве с той же пропускной способностью.</translation>
    </message>
    <message>
        <source>Tensor parallel over %1 at %2 GB/s: every layer is split, bandwidth adds up, and each token waits for %3 all-reduces.</source>
        <translation>Тензорный параллелизм через %1 на %2 ГБ/с: каждый слой разделён, пропускные способности складываются, а каждый токен ждёт %3 операций all-reduce.</translation>
    </message>
    <message>
        <source>%1 GB of expert weights in system RAM (%2 GB/s): the slowest memory sets the pace.</source>
        <translation>%1 ГБ весов экспертов в оперативной памяти (%2 ГБ/с): темп задаёт самая медленная память.</translation>
    </message>
    <message>
        <source>%1 GB of layers in system RAM (%2 GB/s): the slowest memory sets the pace.</source>
        <translation>%1 ГБ слоёв в оперативной памяти (%2 ГБ/с): темп задаёт самая медленная память.</translation>
    </message>
    <message>
        <source>The GPU of %1 may use %2% of its %3 GB (%4).</source>
        <translation>GPU машины %1 может использовать %2% из её %3 ГБ (%4).</translation>
    </message>
    <message>
        <source>Does not fit: %1 needs %2 GB of its %3 GB.</source>
        <translation>Не помещается: устройству %1 нужно %2 ГБ из его %3 ГБ.</translation>
    </message>
    <message>
        <source>Does not fit: %1 GB would go to system RAM, more than the platform&apos;s %2 GB.</source>
        <translation>Не помещается: в оперативную память пришлось бы вынести %1 ГБ, больше, чем %2 ГБ платформы.</translation>
    </message>
    <message>
        <source>GGUF %1 (the file&apos;s own bytes)</source>
        <extracomment>%1 a GGUF file&apos;s type (&quot;IQ2_M&quot;)</extracomment>
        <translation>GGUF %1 (байты самого файла)</translation>
    </message>
    <message>
        <source>the GGUF file&apos;s tensors</source>
        <translation>тензоры файла GGUF</translation>
    </message>
</context>
<context>
    <name>LlmFileWeights</name>
    <message>
        <source>expected &quot;format=TYPE;outside=BYTES;layers=BYTES/EXPERT_BYTES,...&quot;</source>
        <extracomment>the quoted form is typed as it is</extracomment>
        <translation>ожидается &quot;format=TYPE;outside=BYTES;layers=BYTES/EXPERT_BYTES,...&quot;</translation>
    </message>
    <message>
        <source>the format must have 1 to 32 characters</source>
        <translation>формат должен содержать от 1 до 32 символов</translation>
    </message>
    <message>
        <source>the bytes outside the layers must be a whole number of at least 0</source>
        <translation>байты вне слоёв должны быть целым числом не меньше 0</translation>
    </message>
    <message>
        <source>more than 1,000 layers</source>
        <translation>больше 1 000 слоёв</translation>
    </message>
    <message>
        <source>layer %1: &quot;%2&quot; is not BYTES/EXPERT_BYTES with the experts at most the layer</source>
        <extracomment>%1 a layer&apos;s number, %2 what was written for it</extracomment>
        <translation>слой %1: «%2» — не BYTES/EXPERT_BYTES с экспертами не больше слоя</translation>
    </message>
    <message>
        <source>the weights add up to no bytes</source>
        <translation>веса в сумме не дают ни одного байта</translation>
    </message>
</context>
<context>
    <name>LlmImportConfirmDialog</name>
    <message>
        <source>Add the model read</source>
        <translation>Добавить прочитанную модель</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Unique in the catalog</source>
        <translation>Уникальное в каталоге</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Add to the catalog</source>
        <translation>Добавить в каталог</translation>
    </message>
    <message>
        <source>Give the model a name.</source>
        <translation>Укажите название модели.</translation>
    </message>
    <message>
        <source>The catalog already has a model of that name: give this one another.</source>
        <translation>В каталоге уже есть модель с таким названием: укажите другое.</translation>
    </message>
</context>
<context>
    <name>LlmImportFlows</name>
    <message>
        <source>From &amp;Hugging Face…</source>
        <translation>&amp;Из Hugging Face…</translation>
    </message>
    <message>
        <source>From a GGUF &amp;file…</source>
        <translation>Из GGUF-&amp;файла…</translation>
    </message>
    <message>
        <source>From a GGUF &amp;link…</source>
        <translation>По GGUF-&amp;ссылке…</translation>
    </message>
    <message>
        <source>This build of GPU Advisor cannot read from the network</source>
        <translation>Эта сборка GPU Advisor не может читать данные из сети</translation>
    </message>
    <message>
        <source>Access token</source>
        <translation>Токен доступа</translation>
    </message>
    <message>
        <source>The access token was not kept in the system keychain.</source>
        <translation>Токен доступа не сохранён в системной связке ключей.</translation>
    </message>
    <message>
        <source>Add a model from a GGUF file</source>
        <extracomment>File dialog filter; keep &quot;(*.gguf)&quot; and &quot;(*)&quot; as they are
----------
%1 a file</extracomment>
        <translation>Добавить модель из файла GGUF</translation>
    </message>
    <message>
        <source>GGUF files (*.gguf);;All files (*)</source>
        <translation>Файлы GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 was not read; nothing was added.</source>
        <translation>Не удалось прочитать %1; ничего не добавлено.</translation>
    </message>
    <message>
        <source>%1 parameters, %2 per token; %3 of weights in %4 tensors</source>
        <extracomment>%1 parameters, %2 parameters each token uses, %3 a size, %4 tensors</extracomment>
        <translation>Параметров: %1, на токен: %2; веса: %3, тензоров: %4</translation>
    </message>
    <message>
        <source>Architecture in the file: %1</source>
        <extracomment>%1 the file&apos;s architecture as its metadata names it (&quot;llama&quot;, &quot;qwen3moe&quot;)</extracomment>
        <translation>Архитектура в файле: %1</translation>
    </message>
    <message>
        <source>The file&apos;s metadata does not give: %1. Enter them from the model&apos;s card or its config.json.</source>
        <extracomment>%1 lists fields of the form</extracomment>
        <translation>В метаданных файла не указано: %1. Введите эти значения из карточки модели или её config.json.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the repository, %2 its config.json&apos;s architecture (&quot;Qwen3MoeForCausalLM&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Parameters counted from the safetensors headers.</source>
        <translation>Параметры подсчитаны по заголовкам safetensors.</translation>
    </message>
    <message>
        <source>Parameters computed from the architecture in config.json.</source>
        <translation>Параметры вычислены по архитектуре из config.json.</translation>
    </message>
    <message>
        <source>The repository&apos;s config.json does not give: %1. Enter them from the model&apos;s card or paper.</source>
        <extracomment>%1 lists fields of the form</extracomment>
        <translation>В config.json репозитория не указано: %1. Введите эти значения из карточки модели или статьи о ней.</translation>
    </message>
</context>
<context>
    <name>LlmMeasuredSpeeds</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>measured %1 tokens/s for a %2-token prompt after %3 cached tokens (%4)</source>
        <extracomment>%1 a measured speed, %2 prompt tokens, %3 tokens already in the cache, %4 the runtime and date</extracomment>
        <translation>измерено %1 токенов/с для запроса из %2 токенов после %3 токенов в кэше (%4)</translation>
    </message>
    <message>
        <source>measured %1 tokens/s for a %2-token prompt (%3)</source>
        <extracomment>%1 a measured speed, %2 prompt tokens, %3 the runtime and date</extracomment>
        <translation>измерено %1 токенов/с для запроса из %2 токенов (%3)</translation>
    </message>
    <message>
        <source>measured %1 tokens/s at %2 tokens of context (%3)</source>
        <extracomment>%1 a measured speed, %2 tokens in the cache at the end, %3 the runtime and date</extracomment>
        <translation>измерено %1 токенов/с при контексте %2 токенов (%3)</translation>
    </message>
    <message>
        <source>measured %1 tokens/s (%2)</source>
        <extracomment>%1 a measured speed, %2 the runtime and date</extracomment>
        <translation>измерено %1 токенов/с (%2)</translation>
    </message>
    <message>
        <source>yours, %1</source>
        <extracomment>The user&apos;s own imported measurement: %1 its runtime and date (&quot;llama.cpp CUDA, 2025-08&quot;)</extracomment>
        <translation>ваше, %1</translation>
    </message>
</context>
<context>
    <name>LlmMemoryBar</name>
    <message>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>Буферы</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Накладные</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Память на устройство</translation>
    </message>
    <message>
        <source>No configuration selected.</source>
        <translation>Конфигурация не выбрана.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: weights %2 GB, KV cache %3 GB, buffers %4 GB, overhead %5 GB; %6 of %7 GB.</source>
        <translation>%1: веса %2 ГБ, KV-кэш %3 ГБ, буферы %4 ГБ, накладные расходы %5 ГБ; %6 из %7 ГБ.</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>ОЗУ</translation>
    </message>
    <message>
        <source>System RAM: %1 GB of weights and cache offloaded, of %2 GB.</source>
        <extracomment>%1 GB offloaded to system RAM, %2 the RAM it is counted against</extracomment>
        <translation>ОЗУ: выгружено %1 ГБ весов и кэша из %2 ГБ.</translation>
    </message>
    <message>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 ГБ</translation>
    </message>
</context>
<context>
    <name>LlmModel</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a column name of the model CSV (an identifier), %2 says what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>название пустое</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 100,000 billion</source>
        <translation>должно быть больше 0 и не больше 100 000 миллиардов</translation>
    </message>
    <message>
        <source>must be more than 0 and at most the total parameters</source>
        <translation>должно быть больше 0 и не больше общего числа параметров</translation>
    </message>
    <message>
        <source>must be from 1 to 1,000</source>
        <translation>должно быть от 1 до 1 000</translation>
    </message>
    <message>
        <source>must be from 1 to 1,000,000</source>
        <translation>должно быть от 1 до 1 000 000</translation>
    </message>
    <message>
        <source>must be from 1 to 10,000</source>
        <translation>должно быть от 1 до 10 000</translation>
    </message>
    <message>
        <source>must be from 1 to the number of attention heads</source>
        <translation>должно быть от 1 до числа голов внимания</translation>
    </message>
    <message>
        <source>the attention heads must divide evenly into key/value head groups</source>
        <translation>головы внимания должны делиться поровну на группы голов ключей и значений</translation>
    </message>
    <message>
        <source>must be from 1 to 4,096</source>
        <translation>должно быть от 1 до 4 096</translation>
    </message>
    <message>
        <source>latent attention needs a latent size from 1 to the hidden size</source>
        <translation>латентному вниманию нужен размер латентного вектора от 1 до скрытого размера</translation>
    </message>
    <message>
        <source>latent attention needs a rope key size from 1 to 4,096</source>
        <translation>латентному вниманию нужен размер RoPE-ключа от 1 до 4 096</translation>
    </message>
    <message>
        <source>only latent attention (mla) has a latent size</source>
        <translation>размер латентного вектора бывает только у латентного внимания (mla)</translation>
    </message>
    <message>
        <source>sliding-window attention needs a window of at least 1 token</source>
        <translation>вниманию со скользящим окном нужно окно не меньше 1 токена</translation>
    </message>
    <message>
        <source>sliding-window attention needs from 1 to all layers local</source>
        <translation>вниманию со скользящим окном нужно от 1 до всех локальных слоёв</translation>
    </message>
    <message>
        <source>must be from 0 to the number of layers</source>
        <translation>должно быть от 0 до числа слоёв</translation>
    </message>
    <message>
        <source>only sliding-window attention has a window and a local:global pattern</source>
        <translation>окно и схема локальных и глобальных слоёв бывают только у внимания со скользящим окном</translation>
    </message>
    <message>
        <source>must be from 0 to 100,000</source>
        <translation>должно быть от 0 до 100 000</translation>
    </message>
    <message>
        <source>a dense model (0 experts) has no active or shared experts</source>
        <translation>у плотной модели (0 экспертов) нет активных и общих экспертов</translation>
    </message>
    <message>
        <source>a dense model (0 experts) uses all its parameters for every token</source>
        <translation>плотная модель (0 экспертов) использует все свои параметры для каждого токена</translation>
    </message>
    <message>
        <source>must be from 1 to the number of experts</source>
        <translation>должно быть от 1 до числа экспертов</translation>
    </message>
    <message>
        <source>must be from 0 to the number of experts</source>
        <translation>должно быть от 0 до числа экспертов</translation>
    </message>
    <message>
        <source>a mixture of experts that routes to some experts uses fewer parameters per token than it has</source>
        <translation>смесь экспертов, которая направляет токен лишь к части экспертов, использует на токен меньше параметров, чем у неё есть</translation>
    </message>
    <message>
        <source>must be from 0 to 10,000,000</source>
        <translation>должно быть от 0 до 10 000 000</translation>
    </message>
    <message>
        <source>must be from 1 to 100,000,000 tokens</source>
        <translation>должно быть от 1 до 100 000 000 токенов</translation>
    </message>
    <message>
        <source>the window cannot be longer than the native context</source>
        <translation>окно не может быть длиннее родного контекста</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known weight format</source>
        <translation>«%1» — неизвестный формат весов</translation>
    </message>
    <message>
        <source>the attention weights alone (%1 billion) exceed the active parameters</source>
        <translation>одни только веса внимания (%1 млрд) превышают число активных параметров</translation>
    </message>
    <message>
        <source>the file&apos;s weights have %1 layers, the model %2</source>
        <extracomment>%1 and %2 count layers</extracomment>
        <translation>в весах файла %1 слоёв, у модели %2</translation>
    </message>
</context>
<context>
    <name>LlmModelCsv</name>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number, %2 what is wrong on it</extracomment>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>weights in the form format=TYPE;outside=BYTES;layers=BYTES/EXPERT_BYTES,... (here: %1)</source>
        <extracomment>%1 says what is wrong with the weights; the form is to keep as it is</extracomment>
        <translation>веса в виде format=TYPE;outside=BYTES;layers=BYTES/EXPERT_BYTES,... (здесь: %1)</translation>
    </message>
</context>
<context>
    <name>LlmModelDialog</name>
    <message>
        <source>In config.json: %1</source>
        <extracomment>%1 is a key of a model&apos;s config.json, an identifier</extracomment>
        <translation>В config.json: %1</translation>
    </message>
    <message>
        <source>Add your model</source>
        <translation>Добавить свою модель</translation>
    </message>
    <message>
        <source>Enter the figures from the model&apos;s config.json (or its paper). The planner reads nothing else about it.</source>
        <translation>Введите числа из config.json модели (или из её статьи). Больше планировщик ничего о ней не знает.</translation>
    </message>
    <message>
        <source>Grouped-query or multi-head (GQA)</source>
        <translation>С группировкой запросов или многоголовое (GQA)</translation>
    </message>
    <message>
        <source>Multi-head latent (MLA)</source>
        <translation>Многоголовое латентное (MLA)</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Скользящее окно</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Unique in the catalog, for example &quot;My Llama 3 8B fine-tune&quot;</source>
        <translation>Уникальное в каталоге, например «Моя дообученная Llama 3 8B»</translation>
    </message>
    <message>
        <source>Developer:</source>
        <translation>Разработчик:</translation>
    </message>
    <message>
        <source>Who released the model</source>
        <translation>Кто выпустил модель</translation>
    </message>
    <message>
        <source>Total parameters (billions):</source>
        <translation>Всего параметров (млрд):</translation>
    </message>
    <message>
        <source>Every weight of the model</source>
        <translation>Все веса модели</translation>
    </message>
    <message>
        <source>Active parameters (billions):</source>
        <translation>Активных параметров (млрд):</translation>
    </message>
    <message>
        <source>What one token passes through; the same as the total for a dense model</source>
        <translation>Через сколько проходит один токен; у плотной модели столько же, сколько всего</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Слоёв:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Скрытая размерность:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Головы внимания:</translation>
    </message>
    <message>
        <source>Key/value heads:</source>
        <translation>Головы ключей/значений:</translation>
    </message>
    <message>
        <source>Head size:</source>
        <translation>Размер головы:</translation>
    </message>
    <message>
        <source>head_dim; usually the hidden size divided by the heads</source>
        <translation>head_dim; обычно скрытая размерность, делённая на число голов</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>Внимание:</translation>
    </message>
    <message>
        <source>How the layers keep their keys and values</source>
        <translation>Как слои хранят ключи и значения</translation>
    </message>
    <message>
        <source>Latent size (MLA):</source>
        <translation>Латентный размер (MLA):</translation>
    </message>
    <message>
        <source>Rope key size (MLA):</source>
        <translation>Размер ключа RoPE (MLA):</translation>
    </message>
    <message>
        <source>Window (tokens):</source>
        <translation>Окно (токенов):</translation>
    </message>
    <message>
        <source>Local layers per repeat:</source>
        <translation>Локальных слоёв на повтор:</translation>
    </message>
    <message>
        <source>Of each repeat of the pattern, the layers that see only the window</source>
        <translation>Слои каждого повтора шаблона, которые видят только окно</translation>
    </message>
    <message>
        <source>Global layers per repeat:</source>
        <translation>Глобальных слоёв на повтор:</translation>
    </message>
    <message>
        <source>Of each repeat of the pattern, the layers that see the whole context</source>
        <translation>Слои каждого повтора шаблона, которые видят весь контекст</translation>
    </message>
    <message>
        <source>Routed experts:</source>
        <translation>Маршрутизируемых экспертов:</translation>
    </message>
    <message>
        <source>0 for a dense model</source>
        <translation>0 для плотной модели</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>Экспертов на токен:</translation>
    </message>
    <message>
        <source>Shared experts:</source>
        <translation>Общих экспертов:</translation>
    </message>
    <message>
        <source>Experts every token uses</source>
        <translation>Эксперты, которые использует каждый токен</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Словарь:</translation>
    </message>
    <message>
        <source>Native context (tokens):</source>
        <translation>Родной контекст (токенов):</translation>
    </message>
    <message>
        <source>Released precision:</source>
        <translation>Точность выпуска:</translation>
    </message>
    <message>
        <source>The format of the official weights</source>
        <translation>Формат официальных весов</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>Where the figures come from</source>
        <translation>Откуда взяты числа</translation>
    </message>
    <message>
        <source>Add to the catalog</source>
        <translation>Добавить в каталог</translation>
    </message>
    <message>
        <source>the catalog already has a model of that name</source>
        <translation>в каталоге уже есть модель с таким названием</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LlmModelImport</name>
    <message>
        <source>line %1: name: &quot;%2&quot; is a bundled model, which cannot be changed; give your variant a name of its own</source>
        <extracomment>%1 is a line number; &quot;name&quot; is the column; %2 a model&apos;s name</extracomment>
        <translation>строка %1: name: «%2» — встроенная модель, её нельзя изменить; дайте своему варианту собственное имя</translation>
    </message>
    <message>
        <source>the file holds no models, only its header</source>
        <translation>в файле нет моделей, только заголовок</translation>
    </message>
</context>
<context>
    <name>LlmModelListModel</name>
    <message>
        <source>%1 billion parameters, %2 billion active (mixture of experts)</source>
        <translation>%1 млрд параметров, %2 млрд активных (смесь экспертов)</translation>
    </message>
    <message>
        <source>%1 billion parameters, dense</source>
        <translation>%1 млрд параметров, плотная</translation>
    </message>
    <message>
        <source>grouped-query attention</source>
        <translation>внимание с группировкой запросов</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>многоголовое внимание</translation>
    </message>
    <message>
        <source>multi-head latent attention</source>
        <translation>многоголовое латентное внимание</translation>
    </message>
    <message>
        <source>sliding-window attention (%1 tokens)</source>
        <translation>внимание со скользящим окном (%1 токенов)</translation>
    </message>
    <message>
        <source>%1k context</source>
        <translation>контекст %1k</translation>
    </message>
    <message>
        <source>%1-token context</source>
        <translation>контекст %1 токенов</translation>
    </message>
    <message>
        <source>%1; %2; %3</source>
        <translation>%1; %2; %3</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (ваша)</translation>
    </message>
</context>
<context>
    <name>LlmOptionSortModel</name>
    <message>
        <source>%1 of %2 configurations shown</source>
        <extracomment>%1 configurations of the %2 that hold the model are in the table.</extracomment>
        <translation>Показано конфигураций: %1 из %2</translation>
    </message>
</context>
<context>
    <name>LlmOptionStatus</name>
    <message>
        <source>Does not fit</source>
        <translation>Не помещается</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>скорость неизвестна</translation>
    </message>
    <message>
        <source>misses the speed target: %1 of %2 tokens/s</source>
        <extracomment>%1 is the speed reached, %2 the target, both in tokens per second.</extracomment>
        <translation>не достигает цели по скорости: %1 из %2 токенов/с</translation>
    </message>
    <message>
        <source>over budget by %1</source>
        <extracomment>%1 is an amount of money, such as $450</extracomment>
        <translation>дороже бюджета на %1</translation>
    </message>
    <message>
        <source>no price, so not held to the budget</source>
        <translation>нет цены, поэтому с бюджетом не сравнивается</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Joins what a configuration misses: &quot;misses the speed target: 21.4 of 30 tokens/s; over budget by $450&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>Meets the target within the budget</source>
        <translation>Достигает цели в пределах бюджета</translation>
    </message>
    <message>
        <source>Meets the target</source>
        <translation>Достигает цели</translation>
    </message>
    <message>
        <source>Within the budget</source>
        <translation>В пределах бюджета</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Помещается</translation>
    </message>
</context>
<context>
    <name>LlmOptionTableModel</name>
    <message>
        <source>Unified memory</source>
        <translation>Общая память</translation>
    </message>
    <message>
        <source>Cards + system RAM</source>
        <translation>Карты + ОЗУ</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 ГБ</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>RAM %1 GB</source>
        <translation>ОЗУ %1 ГБ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>%1 each (%2 total)</source>
        <translation>по %1 (всего %2)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>нет цены</translation>
    </message>
    <message>
        <source>Weights, KV cache, compute buffers and runtime overhead on each device, against what the model may use there</source>
        <translation>Веса, KV-кэш, вычислительные буферы и накладные расходы среды на каждом устройстве в сравнении с тем, что модель может там занять</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Устройства</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Память на устройство</translation>
    </message>
    <message>
        <source>Decode (tokens/s)</source>
        <translation>Генерация (токенов/с)</translation>
    </message>
    <message>
        <source>Prefill (tokens/s)</source>
        <translation>Обработка запроса (токенов/с)</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Первый токен</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Priced</source>
        <translation>Дата цены</translation>
    </message>
    <message>
        <source>%1-year cost</source>
        <translation>Стоимость за %1 г.</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>За миллион токенов</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 is a price&apos;s month (YYYY-MM), %2 its condition (&quot;used&quot;, &quot;marketplace&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
</context>
<context>
    <name>LlmPage</name>
    <message>
        <source>&amp;Language models</source>
        <translation>&amp;Языковые модели</translation>
    </message>
    <message>
        <source>Name, size or developer</source>
        <translation>Название, размер или разработчик</translation>
    </message>
    <message>
        <source>Search models</source>
        <translation>Поиск моделей</translation>
    </message>
    <message>
        <source>&amp;Search models:</source>
        <translation>&amp;Найти модель:</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Add your &amp;model…</source>
        <translation>&amp;Добавить свою модель…</translation>
    </message>
    <message>
        <source>Describe a model the catalog lacks, from its config.json</source>
        <translation>Описать модель, которой нет в каталоге, по её config.json</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Формат весов</translation>
    </message>
    <message>
        <source>How the weights are stored; GGUF formats run on llama.cpp, the others on vLLM</source>
        <translation>Как хранятся веса; форматы GGUF работают в llama.cpp, остальные — в vLLM</translation>
    </message>
    <message>
        <source>KV cache type</source>
        <translation>Тип KV-кэша</translation>
    </message>
    <message>
        <source>How the keys and values of the context are stored</source>
        <translation>Как хранятся ключи и значения контекста</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> токенов</translation>
    </message>
    <message>
        <source>Context per user in tokens</source>
        <translation>Контекст на пользователя в токенах</translation>
    </message>
    <message>
        <source>Prompt and answer together, per user</source>
        <translation>Запрос и ответ вместе, на одного пользователя</translation>
    </message>
    <message>
        <source>Users served at once</source>
        <translation>Пользователей одновременно</translation>
    </message>
    <message>
        <source>Sequences decoded together, each with its own context</source>
        <translation>Последовательности, генерируемые вместе, каждая со своим контекстом</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> токенов/с</translation>
    </message>
    <message>
        <source>Target decode speed per user</source>
        <translation>Целевая скорость генерации на пользователя</translation>
    </message>
    <message>
        <source>The decode speed each user should see; configurations below it are marked</source>
        <translation>Скорость генерации, которую должен видеть каждый пользователь; конфигурации медленнее отмечаются</translation>
    </message>
    <message>
        <source>Budget for the purchase</source>
        <translation>Бюджет на покупку</translation>
    </message>
    <message>
        <source>API price per million generated tokens</source>
        <translation>Цена API за миллион сгенерированных токенов</translation>
    </message>
    <message>
        <source>What an API charges per million generated tokens, to compare with the cost per million tokens of owning the hardware</source>
        <translation>Сколько API берёт за миллион сгенерированных токенов — для сравнения со стоимостью миллиона токенов на своём оборудовании</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Цена покупки</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>Стоимость владения</translation>
    </message>
    <message>
        <source>Rank configurations by</source>
        <translation>Упорядочить конфигурации по</translation>
    </message>
    <message>
        <source>Offload to system &amp;RAM</source>
        <translation>Выгрузка в &amp;ОЗУ</translation>
    </message>
    <message>
        <source>Also list cards that hold part of the model, with the rest in the computer&apos;s RAM</source>
        <translation>Показывать и карты, которые держат часть модели, а остальное — в оперативной памяти компьютера</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>Фо&amp;рмат:</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>&amp;KV-кэш:</translation>
    </message>
    <message>
        <source>&amp;Context:</source>
        <translation>&amp;Контекст:</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>&amp;Пользователей:</translation>
    </message>
    <message>
        <source>Target s&amp;peed:</source>
        <translation>&amp;Целевая скорость:</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Бюджет:</translation>
    </message>
    <message>
        <source>&amp;API price:</source>
        <translation>Цена &amp;API:</translation>
    </message>
    <message>
        <source>Ra&amp;nk by:</source>
        <translation>&amp;Упорядочить по:</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Конфигурации</translation>
    </message>
    <message>
        <source>Memory per device of the selected configuration</source>
        <translation>Память на устройство в выбранной конфигурации</translation>
    </message>
    <message>
        <source>Plan this bu&amp;ild</source>
        <translation>Спланировать &amp;эту сборку</translation>
    </message>
    <message>
        <source>Open the build planner with these cards, system RAM sized for what is offloaded</source>
        <translation>Открыть планировщик сборки с этими картами и ОЗУ, рассчитанной на выгруженную часть</translation>
    </message>
    <message>
        <source>Choose a model on the left.</source>
        <translation>Выберите модель слева.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Source: %1 (recorded %2)</source>
        <translation>Источник: %1 (записано %2)</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>не указан</translation>
    </message>
    <message>
        <source>%1-year cost</source>
        <translation>Стоимость за %1 г.</translation>
    </message>
    <message>
        <source> per million tokens</source>
        <translation> за миллион токенов</translation>
    </message>
    <message>
        <source>System RAM for the build: %1 GB.</source>
        <translation>ОЗУ для сборки: %1 ГБ.</translation>
    </message>
    <message>
        <source>A unified-memory machine is a complete computer: there is nothing to build around it.</source>
        <translation>Машина с общей памятью — готовый компьютер: собирать вокруг неё нечего.</translation>
    </message>
    <message>
        <source>%1 (my copy)</source>
        <translation>%1 (моя копия)</translation>
    </message>
    <message>
        <source>Add your model</source>
        <translation>Добавить свою модель</translation>
    </message>
    <message>
        <source>The model could not be added: %1</source>
        <translation>Не удалось добавить модель: %1</translation>
    </message>
    <message>
        <source>Owning it: %1 per million generated tokens at the utilisation of the what-if settings; the API: %2.</source>
        <translation>Своё оборудование: %1 за миллион сгенерированных токенов при загрузке из настроек «что если»; API: %2.</translation>
    </message>
    <message>
        <source>Import mo&amp;dels…</source>
        <translation>Импорт моде&amp;лей…</translation>
    </message>
    <message>
        <source>Add models from a CSV file with the columns the export writes</source>
        <translation>Добавить модели из файла CSV со столбцами, которые пишет экспорт</translation>
    </message>
    <message>
        <source>E&amp;xport models…</source>
        <translation>Экспор&amp;т моделей…</translation>
    </message>
    <message>
        <source>Write the catalog to a CSV file that the import reads</source>
        <translation>Записать каталог в файл CSV, который читает импорт</translation>
    </message>
    <message>
        <source>Import models</source>
        <translation>Импорт моделей</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <extracomment>File dialog filter; keep &quot;(*.csv)&quot; and &quot;(*)&quot; as they are</extracomment>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing was written.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 не импортирован; ничего не записано.</translation>
    </message>
    <message>
        <source>Correct these lines and import it again:</source>
        <translation>Исправьте эти строки и импортируйте файл снова:</translation>
    </message>
    <message>
        <source>Imported %1: %2 model(s) added, %3 replaced, %4 already in the catalog.</source>
        <extracomment>%1 is a file; %2 to %4 count models added, replaced and already in the catalog</extracomment>
        <translation>Импортирован %1: добавлено моделей: %2, заменено: %3, уже были в каталоге: %4.</translation>
    </message>
    <message>
        <source>Export models</source>
        <translation>Экспорт моделей</translation>
    </message>
    <message>
        <source>%1 was not written.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 не записан.</translation>
    </message>
    <message>
        <source>Exported %1 model(s) to %2.</source>
        <extracomment>%1 counts models, %2 is a file</extracomment>
        <translation>Экспортировано моделей: %1, в файл %2.</translation>
    </message>
    <message>
        <source>Cheapest, new or used</source>
        <extracomment>The price a card is counted at: the cheaper of its latest new and second-hand prices.</extracomment>
        <translation>Самая низкая, новая или б/у</translation>
    </message>
    <message>
        <source>New</source>
        <extracomment>The price a card is counted at: its latest new price.</extracomment>
        <translation>Новые</translation>
    </message>
    <message>
        <source>Used</source>
        <extracomment>The price a card is counted at: its latest second-hand price (used, or a marketplace listing of unstated condition, which the table calls &quot;marketplace&quot;).</extracomment>
        <translation>Б/у</translation>
    </message>
    <message>
        <source>Price cards bought</source>
        <translation>Цена покупки карт</translation>
    </message>
    <message>
        <source>Pric&amp;es:</source>
        <translation>Цен&amp;ы:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Which price each card is counted at. A second-hand price is a used one, or a marketplace listing whose condition is not stated, shown as &quot;marketplace&quot;</source>
        <translation>Какая цена учитывается для каждой карты. Цена с рук — это цена б/у или объявление с площадки без указания состояния, помеченное «с площадки»</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Показать:</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>Одна карта</translation>
    </message>
    <message>
        <source>Configurations of a single card</source>
        <translation>Конфигурации из одной карты</translation>
    </message>
    <message>
        <source>Several cards</source>
        <translation>Несколько карт</translation>
    </message>
    <message>
        <source>Configurations of two or more cards that split the model</source>
        <translation>Конфигурации из двух и более карт, между которыми разделена модель</translation>
    </message>
    <message>
        <source>Unified memory</source>
        <translation>Общая память</translation>
    </message>
    <message>
        <source>Machines whose processor and GPU share one memory (Apple, Strix Halo, DGX Spark)</source>
        <translation>Машины, в которых процессор и GPU используют общую память (Apple, Strix Halo, DGX Spark)</translation>
    </message>
    <message>
        <source>Card + system RAM</source>
        <translation>Карта + ОЗУ</translation>
    </message>
    <message>
        <source>A card with the part of the model it cannot hold in the computer&apos;s RAM</source>
        <translation>Карта, а часть модели, которая в неё не помещается, — в оперативной памяти компьютера</translation>
    </message>
    <message>
        <source>Over budget</source>
        <translation>Дороже бюджета</translation>
    </message>
    <message>
        <source>Also show the configurations that cost more than the budget, marked as such in the status column</source>
        <translation>Показывать и конфигурации дороже бюджета, с отметкой об этом в столбце статуса</translation>
    </message>
    <message>
        <source>Find a device</source>
        <translation>Найти устройство</translation>
    </message>
    <message>
        <source>Find configurations by their devices</source>
        <translation>Поиск конфигураций по устройствам</translation>
    </message>
    <message>
        <source>Shows the configurations whose devices contain this text, such as 3090 or Mac</source>
        <translation>Показывает конфигурации, в названиях устройств которых есть этот текст, например 3090 или Mac</translation>
    </message>
    <message>
        <source>Add from Hugging Face or &amp;GGUF…</source>
        <translation>Добавить и&amp;з Hugging Face или GGUF…</translation>
    </message>
    <message>
        <source>Read a model from its Hugging Face repository, a GGUF file or a GGUF link; GGUF files can also be dropped here</source>
        <translation>Прочитать модель из её репозитория Hugging Face, файла GGUF или по ссылке на GGUF; файлы GGUF также можно перетащить сюда</translation>
    </message>
</context>
<context>
    <name>LlmPlanData</name>
    <message>
        <source>The GPUs could not be read: %1</source>
        <extracomment>%1 is the reason, as the database gives it</extracomment>
        <translation>Не удалось прочитать GPU: %1</translation>
    </message>
</context>
<context>
    <name>LlmPlanOption</name>
    <message>
        <source>%1 + %2 GB RAM</source>
        <extracomment>%1 the devices (&quot;2 × GeForce RTX 3090&quot;), %2 the system memory in GB that holds the rest of the model</extracomment>
        <translation>%1 + %2 ГБ ОЗУ</translation>
    </message>
</context>
<context>
    <name>LlmPlanSummary</name>
    <message>
        <source>The question</source>
        <extracomment>A heading: the question the language-model plan answers</extracomment>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Target speed</source>
        <extracomment>%1 a speed such as 20</extracomment>
        <translation>Целевая скорость</translation>
    </message>
    <message>
        <source>%1 tokens/s per user</source>
        <translation>%1 токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Бюджет</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Среда выполнения</translation>
    </message>
    <message>
        <source>Cards priced at</source>
        <translation>Цены карт</translation>
    </message>
    <message>
        <source>Prices and devices as of</source>
        <translation>Цены и устройства на дату</translation>
    </message>
    <message>
        <source>the latest on record</source>
        <translation>последние известные</translation>
    </message>
    <message>
        <source>Ranked by</source>
        <translation>Порядок</translation>
    </message>
    <message>
        <source>the cost of owning it for %1</source>
        <extracomment>%1 a number of years such as &quot;5 years&quot;</extracomment>
        <translation>по стоимости владения за %1</translation>
    </message>
    <message>
        <source>the purchase price</source>
        <translation>по цене покупки</translation>
    </message>
    <message>
        <source>System RAM</source>
        <extracomment>%1 the system memory, such as &quot;DDR5-5600, 2 channels (desktop)&quot;</extracomment>
        <translation>ОЗУ</translation>
    </message>
    <message>
        <source>%1 holds what the cards do not</source>
        <translation>%1 вмещает то, что не помещается в карты</translation>
    </message>
    <message>
        <source>holds none of the model</source>
        <translation>не используется для модели</translation>
    </message>
    <message>
        <source>API price</source>
        <extracomment>%1 an amount of money</extracomment>
        <translation>Цена API</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 за миллион токенов</translation>
    </message>
    <message>
        <source>No configuration in the database holds %1 in %2 at %3 tokens per user (users at once: %4): try a smaller format, a shorter context or a KV cache type that takes less memory.</source>
        <extracomment>%1 model, %2 weight format, %3 context in tokens, %4 users served at once</extracomment>
        <translation>Ни одна конфигурация из базы не вмещает %1 в %2 при %3 токенах на пользователя (пользователей одновременно: %4): попробуйте формат меньше, контекст короче или тип KV-кэша, занимающий меньше памяти.</translation>
    </message>
    <message>
        <source>Configurations that hold %1 in %2 at %3 tokens per user: %4.</source>
        <extracomment>%1 model, %2 weight format, %3 context in tokens, %4 how many configurations</extracomment>
        <translation>Конфигураций, вмещающих %1 в %2 при %3 токенах на пользователя: %4.</translation>
    </message>
    <message>
        <source>At the API&apos;s %1 per million tokens, configurations that generate tokens for less: %2.</source>
        <extracomment>%1 the API&apos;s price per million tokens, %2 how many configurations</extracomment>
        <translation>Конфигураций, генерирующих токены дешевле API (%1 за миллион токенов): %2.</translation>
    </message>
    <message>
        <source>First that meets the target and the budget: %1 at %2.</source>
        <translation>Первая, что укладывается в целевую скорость и бюджет: %1 за %2.</translation>
    </message>
    <message>
        <source>First in the ranking: %1 at %2.</source>
        <extracomment>%1 a configuration, %2 its price or cost of ownership</extracomment>
        <translation>Первая в списке: %1 за %2.</translation>
    </message>
    <message>
        <source>The answer</source>
        <extracomment>A heading: how the configurations found answer the question</extracomment>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Meeting the target speed and the budget: %1.</source>
        <extracomment>%1 how many configurations meet the target speed and the budget</extracomment>
        <translation>Укладываются в целевую скорость и бюджет: %1.</translation>
    </message>
    <message>
        <source>%1 in %2, %3 tokens of context, %4 user(s), KV cache %5</source>
        <extracomment>%1 model name, %2 weight format, %3 context in tokens, %4 number of users, %5 KV-cache type</extracomment>
        <translation>%1 в %2, контекст %3 токенов, пользователей: %4, KV-кэш %5</translation>
    </message>
    <message>
        <source>%1B parameters (%2B active per token): weights %3 GB, KV cache %4 GB per sequence</source>
        <extracomment>%1 total parameters in billions, %2 active; %3 weights in GB, %4 KV cache per sequence in GB</extracomment>
        <translation>%1 млрд параметров (%2 млрд активных на токен): веса %3 ГБ, KV-кэш %4 ГБ на последовательность</translation>
    </message>
    <message>
        <source>%1 price of %2</source>
        <extracomment>What a configuration&apos;s price is: %1 its condition (&quot;used&quot;), %2 the date of its latest price</extracomment>
        <translation>цена (%1) на %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 what a price is and of when (&quot;used price of 2026-10&quot;), %2 its kind (&quot;average sold price&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 an estimated speed with its typical error, %2 what was measured (&quot;measured 7,950 tokens/s ...&quot;)</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Decode for one user: %1.</source>
        <extracomment>%1 &quot;about 45 tokens/s, typically within ±8%&quot; (and what was measured): one user&apos;s decode speed</extracomment>
        <translation>Генерация для одного пользователя: %1.</translation>
    </message>
    <message>
        <source>Prompt: %1; first token after %2 s.</source>
        <translation>Запрос: %1; первый токен через %2 с.</translation>
    </message>
    <message>
        <source>Prompt: %1.</source>
        <extracomment>%1 &quot;about 3,000 tokens/s, typically within ±22%&quot; (and what was measured)</extracomment>
        <translation>Запрос: %1.</translation>
    </message>
</context>
<context>
    <name>LlmPlanner</name>
    <message>
        <source>The model does not fit in memory.</source>
        <translation>Модель не помещается в память.</translation>
    </message>
    <message>
        <source>%1 tokens/s per user, below the target of %2: the layers in system RAM are read at its much lower bandwidth.</source>
        <translation>%1 токенов/с на пользователя, ниже цели %2: слои в оперативной памяти читаются с её намного меньшей пропускной способностью.</translation>
    </message>
    <message>
        <source>%1 tokens/s per user, below the target of %2: the batch is limited by compute.</source>
        <translation>%1 токенов/с на пользователя, ниже цели %2: пакет ограничен вычислениями.</translation>
    </message>
    <message>
        <source>%1 tokens/s per user, below the target of %2: each token reads all its weights at one card&apos;s bandwidth, and splitting layers over more cards does not change that.</source>
        <translation>%1 токенов/с на пользователя, ниже цели %2: каждый токен читает все свои веса с пропускной способностью одной карты, и разделение слоёв на большее число карт этого не меняет.</translation>
    </message>
    <message>
        <source>%1 tokens/s per user, below the target of %2: each token reads %3 GB, more than the memory bandwidth delivers at that rate.</source>
        <translation>%1 токенов/с на пользователя, ниже цели %2: каждый токен читает %3 ГБ, больше, чем пропускная способность памяти даёт при такой скорости.</translation>
    </message>
    <message>
        <source>The decode speed is unknown: the device has no memory bandwidth on record.</source>
        <translation>Скорость генерации неизвестна: для устройства не записана пропускная способность памяти.</translation>
    </message>
    <message>
        <source>Costs %1, above the budget of %2.</source>
        <translation>Стоит %1, больше бюджета %2.</translation>
    </message>
    <message>
        <source>No price on record, so it cannot be held to the budget of %1.</source>
        <extracomment>%1 is the budget, such as $5,000</extracomment>
        <translation>Цены нет в базе, поэтому сравнить с бюджетом %1 нельзя.</translation>
    </message>
    <message>
        <source>Nothing within %1 reaches %2 tokens/s per user.</source>
        <extracomment>%1 the budget, %2 the target speed</extracomment>
        <translation>В пределах %1 ничто не даёт %2 токенов/с на пользователя.</translation>
    </message>
    <message>
        <source>No configuration with a price on record reaches %1 tokens/s per user.</source>
        <translation>Ни одна конфигурация с известной ценой не даёт %1 токенов/с на пользователя.</translation>
    </message>
    <message>
        <source>No configuration with a price on record is within %1.</source>
        <translation>Ни одна конфигурация с известной ценой не укладывается в %1.</translation>
    </message>
    <message>
        <source>The fastest within the budget: %1, %2 tokens/s per user, at %3.</source>
        <extracomment>%1 a configuration, %2 its speed, %3 its price</extracomment>
        <translation>Самая быстрая в пределах бюджета: %1, %2 токенов/с на пользователя, за %3.</translation>
    </message>
    <message>
        <source>The cheapest that reaches %1 tokens/s: %2 at %3.</source>
        <extracomment>%1 the target speed, %2 a configuration, %3 its price</extracomment>
        <translation>Самая дешёвая, что даёт %1 токенов/с: %2 за %3.</translation>
    </message>
    <message>
        <source>The fastest with a price on record: %1, %2 tokens/s per user, at %3.</source>
        <extracomment>%1 a configuration, %2 its speed, %3 its price</extracomment>
        <translation>Самая быстрая из тех, чья цена известна: %1, %2 токенов/с на пользователя, за %3.</translation>
    </message>
    <message>
        <source>The cheapest that holds the model: %1 at %2.</source>
        <extracomment>%1 a configuration, %2 its price</extracomment>
        <translation>Самая дешёвая, что вмещает модель: %1 за %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A configuration&apos;s resale line for one of its devices: %1 the device, %2 the line</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LlmReadDialog</name>
    <message>
        <source>Enter the http or https address of a GGUF file.</source>
        <translation>Введите http- или https-адрес файла GGUF.</translation>
    </message>
    <message>
        <source>Add a model from Hugging Face</source>
        <translation>Добавить модель из Hugging Face</translation>
    </message>
    <message>
        <source>Add a model from a GGUF link</source>
        <translation>Добавить модель по ссылке на GGUF</translation>
    </message>
    <message>
        <source>The repository&apos;s config.json (and its safetensors headers, for the exact parameter count) is read; no weights are downloaded.</source>
        <translation>Читается config.json репозитория (и заголовки safetensors — для точного числа параметров); веса не загружаются.</translation>
    </message>
    <message>
        <source>Only the file&apos;s header is read, at most 16 MB, by range requests; the server must honour them.</source>
        <translation>Читается только заголовок файла, не более 16 MB, запросами диапазона (Range); сервер должен их поддерживать.</translation>
    </message>
    <message>
        <source>Re&amp;pository:</source>
        <translation>&amp;Репозиторий:</translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation>&amp;Ссылка:</translation>
    </message>
    <message>
        <source>owner/name, owner/name@revision or the repository&apos;s address</source>
        <translation>owner/name, owner/name@revision или адрес репозитория</translation>
    </message>
    <message>
        <source>A Hugging Face resolve/ address or any server that honours Range</source>
        <translation>Адрес resolve/ на Hugging Face или любой сервер, поддерживающий Range</translation>
    </message>
    <message>
        <source>Only for gated or private repositories</source>
        <translation>Только для репозиториев с ограниченным доступом или частных</translation>
    </message>
    <message>
        <source>Access token</source>
        <translation>Токен доступа</translation>
    </message>
    <message>
        <source>A Hugging Face access token (huggingface.co/settings/tokens); sent to Hugging Face only</source>
        <translation>Токен доступа Hugging Face (huggingface.co/settings/tokens); отправляется только на Hugging Face</translation>
    </message>
    <message>
        <source>Access &amp;token:</source>
        <translation>&amp;Токен доступа:</translation>
    </message>
    <message>
        <source>Remember in the system &amp;keychain</source>
        <translation>&amp;Запомнить в системной связке ключей</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Прочитать</translation>
    </message>
    <message>
        <source>The token is used for this read only.</source>
        <translation>Токен используется только для этого чтения.</translation>
    </message>
    <message>
        <source>No system keychain answers here: the token is kept only until GPU Advisor quits.</source>
        <translation>Системная связка ключей недоступна: токен хранится только до завершения GPU Advisor.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <extracomment>%1 what is read, %2 and %3 sizes: &quot;config.json: 12 kB of 16 MB&quot;</extracomment>
        <translation>%1: %2 из %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 what is read, %2 a size</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 Enter an access token of an account that may read it: create one at huggingface.co/settings/tokens, and accept the model&apos;s terms on its page first if it asks.</source>
        <extracomment>%1 the reader&apos;s reason</extracomment>
        <translation>%1 Введите токен доступа учётной записи с правом на чтение: создайте его на huggingface.co/settings/tokens и, если потребуется, сначала примите условия модели на её странице.</translation>
    </message>
    <message>
        <source>%1 was not read; nothing was added.</source>
        <extracomment>%1 a repository or a link</extracomment>
        <translation>Не удалось прочитать %1; ничего не добавлено.</translation>
    </message>
</context>
<context>
    <name>LlmSpeedErrors</name>
    <message>
        <source>typically within ±%1</source>
        <extracomment>%1 a percentage: how far estimates of this kind typically are from measured speeds</extracomment>
        <translation>обычно в пределах ±%1</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>обработки запроса</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>генерации</translation>
    </message>
    <message>
        <source>mixture-of-experts</source>
        <translation>моделей со смесью экспертов</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>плотных моделей</translation>
    </message>
    <message>
        <source>the median error of the estimate on %1 measured %2 speeds (too few measurements of this set-up and model kind for a figure of their own)</source>
        <extracomment>%1 how many measurements, %2 &quot;decode&quot; or &quot;prompt&quot;</extracomment>
        <translation>медианная ошибка оценки по измерениям скорости %2 (измерений: %1; для этой конфигурации и типа модели их слишком мало для отдельной цифры)</translation>
    </message>
    <message>
        <source>the median error of the estimate on %1 measured %2 speeds of %3 models on every set-up (too few measurements of this set-up for a figure of its own)</source>
        <extracomment>%1 how many measurements, %2 &quot;decode&quot; or &quot;prompt&quot;, %3 &quot;dense&quot; or &quot;mixture-of-experts&quot;</extracomment>
        <translation>медианная ошибка оценки по измерениям скорости %2 %3 на всех конфигурациях (измерений: %1; для этой конфигурации их слишком мало для отдельной цифры)</translation>
    </message>
    <message>
        <source>on one card</source>
        <translation>на одной карте</translation>
    </message>
    <message>
        <source>on several cards</source>
        <translation>на нескольких картах</translation>
    </message>
    <message>
        <source>on unified-memory machines</source>
        <translation>на машинах с общей памятью</translation>
    </message>
    <message>
        <source>with weights in system RAM</source>
        <translation>с весами в оперативной памяти</translation>
    </message>
    <message>
        <source>the median error of the estimate on %1 measured %2 speeds of %3 models %4</source>
        <extracomment>%1 how many measurements, %2 &quot;decode&quot; or &quot;prompt&quot;, %3 &quot;dense&quot; or &quot;mixture-of-experts&quot;, %4 the set-up</extracomment>
        <translation>медианная ошибка оценки по измерениям скорости %2 %3 %4 (измерений: %1)</translation>
    </message>
    <message>
        <source>about %1 tokens/s</source>
        <extracomment>%1 an estimated speed</extracomment>
        <translation>около %1 токенов/с</translation>
    </message>
    <message>
        <source>about %1 tokens/s, %2</source>
        <extracomment>%1 an estimated speed, %2 &quot;typically within ±8%&quot;</extracomment>
        <translation>около %1 токенов/с, %2</translation>
    </message>
    <message>
        <source>Decode typically within ±%1, prompt within ±%2 of measured speeds.</source>
        <extracomment>%1 and %2 percentages: how far estimates of decode and prompt speed typically are from measured ones</extracomment>
        <translation>Оценка скорости генерации обычно в пределах ±%1 от измеренной, обработки запроса — в пределах ±%2.</translation>
    </message>
    <message>
        <source>Decode typically within ±%1 of measured speeds.</source>
        <extracomment>%1 a percentage: how far decode estimates typically are from measured speeds</extracomment>
        <translation>Оценка скорости генерации обычно в пределах ±%1 от измеренной.</translation>
    </message>
    <message>
        <source>Prompt typically within ±%1 of measured speeds.</source>
        <extracomment>%1 a percentage: how far prompt-speed estimates typically are from measured speeds</extracomment>
        <translation>Оценка скорости обработки запроса обычно в пределах ±%1 от измеренной.</translation>
    </message>
</context>
<context>
    <name>LlmWorkload</name>
    <message>
        <source>context must be from 1 to 100,000,000 tokens (got %1)</source>
        <extracomment>&quot;context&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>context должно быть от 1 до 100 000 000 токенов (указано %1)</translation>
    </message>
    <message>
        <source>users must be from 1 to 100,000 (got %1)</source>
        <extracomment>&quot;users&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>users должно быть от 1 до 100 000 (указано %1)</translation>
    </message>
    <message>
        <source>%1 tokens of context is more than %3 was trained for (%2 tokens): the memory is planned as asked, but the model needs context extension (such as RoPE scaling) to use it, and its answers may degrade past %2 tokens.</source>
        <extracomment>%1 is the context asked for, %2 the model&apos;s native context, both in tokens; %3 the model&apos;s name.</extracomment>
        <translation>Контекст %1 токенов больше того, на котором обучена %3 (%2 токенов): память рассчитана, как запрошено, но модели нужно расширение контекста (например, масштабирование RoPE), а её ответы после %2 токенов могут ухудшиться.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>GPU Advisor</source>
        <translation>GPU Advisor</translation>
    </message>
    <message>
        <source>Screens</source>
        <translation>Экраны</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Wizard</source>
        <translation>&amp;Мастер</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Close GPU Advisor</source>
        <translation>Закрыть GPU Advisor</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation>&amp;О программе GPU Advisor</translation>
    </message>
    <message>
        <source>&amp;Recommend</source>
        <translation>&amp;Рекомендация</translation>
    </message>
    <message>
        <source>Answer with Y and N, go back with Backspace, start over with %1.</source>
        <translation>Отвечайте клавишами Y и N, возвращайтесь назад клавишей Backspace, начинайте заново с %1.</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>Started over from the first question.</source>
        <translation>Начато заново с первого вопроса.</translation>
    </message>
    <message>
        <source>Forward to question %1.</source>
        <translation>Вперёд, к вопросу %1.</translation>
    </message>
    <message>
        <source>Back at question %1.</source>
        <translation>Снова на вопросе %1.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>List the keyboard shortcuts</source>
        <translation>Показать сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;Detect my current GPU…</source>
        <translation>&amp;Определить текущий GPU…</translation>
    </message>
    <message>
        <source>Read the GPUs in this computer with nvidia-smi and compare upgrades against them</source>
        <translation>Определить GPU этого компьютера с помощью nvidia-smi и сравнивать с ними варианты обновления</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>Показать вкладку «%1»</translation>
    </message>
    <message>
        <source>Wizard (while the Recommend tab is in front)</source>
        <translation>Мастер (когда открыта вкладка «Рекомендация»)</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Везде</translation>
    </message>
    <message>
        <source>Moving around</source>
        <translation>Навигация</translation>
    </message>
    <message>
        <source>Next or previous control</source>
        <translation>Следующий или предыдущий элемент управления</translation>
    </message>
    <message>
        <source>The button, field or menu with that letter</source>
        <translation>Кнопка, поле или меню с этой буквой</translation>
    </message>
    <message>
        <source>Next or previous view inside a tab</source>
        <translation>Следующее или предыдущее представление внутри вкладки</translation>
    </message>
    <message>
        <source>Press the focused button</source>
        <translation>Нажать кнопку в фокусе</translation>
    </message>
    <message>
        <source>Move in lists and tables</source>
        <translation>Перемещение по спискам и таблицам</translation>
    </message>
    <message>
        <source>Select several GPUs in the table to compare them</source>
        <translation>Выбрать несколько GPU в таблице, чтобы сравнить их</translation>
    </message>
    <message>
        <source>Close a dialog</source>
        <translation>Закрыть диалог</translation>
    </message>
    <message>
        <source>&lt;p&gt;The wizard&apos;s keys work wherever the focus is in the Recommend tab, except that a focused budget field keeps its own typing keys (press Return or Tab to leave it).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Клавиши мастера работают, где бы ни был фокус на вкладке «Рекомендация», но поле бюджета в фокусе оставляет за собой клавиши ввода (нажмите Return или Tab, чтобы выйти из него).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (while its tab is in front)</source>
        <translation>%1 (когда открыта эта вкладка)</translation>
    </message>
    <message>
        <source>%1 + underlined letter</source>
        <extracomment>%1 is the name of the Alt key on this system</extracomment>
        <translation>%1 + подчёркнутая буква</translation>
    </message>
    <message>
        <source>Arrow keys, %1, %2</source>
        <extracomment>%1 and %2 are the names of the Home and End keys on this system</extracomment>
        <translation>Стрелки, %1, %2</translation>
    </message>
    <message>
        <source>%1, %2+arrows</source>
        <extracomment>%1 is the select-all key (Ctrl+A), %2 the name of the Shift key on this system</extracomment>
        <translation>%1, %2+стрелки</translation>
    </message>
</context>
<context>
    <name>MeasuredText</name>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a measured value, %2 what was counted (&quot;BERT-large samples/s&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no estimate in this unit: no other GPU of this test to scale the model&apos;s figure on</source>
        <translation>нет оценки в этих единицах: в тесте нет других GPU, по которым можно масштабировать цифру модели</translation>
    </message>
    <message>
        <source>%1 (as measured)</source>
        <extracomment>%1 the model&apos;s estimate, equal to the measured figure once rounded</extracomment>
        <translation>%1 (как измерено)</translation>
    </message>
    <message>
        <source>%1 (%2 above the measurement)</source>
        <extracomment>%1 the model&apos;s estimate in the unit of the measured figure, %2 a percentage</extracomment>
        <translation>%1 (на %2 выше измерения)</translation>
    </message>
    <message>
        <source>%1 (%2 below the measurement)</source>
        <translation>%1 (на %2 ниже измерения)</translation>
    </message>
    <message>
        <source>none in this unit</source>
        <translation>нет в этих единицах</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 the model&apos;s estimate, %2 how far it is from the measured figure (a signed percentage)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>your own measurement</source>
        <translation>ваше собственное измерение</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 where a measured figure comes from, %2 the month it was measured or published</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the model is typically off by %1 on %2</source>
        <extracomment>%1 a percentage, %2 a workload (&quot;8-bit inference&quot;)</extracomment>
        <translation>модель обычно ошибается на %1 на задаче «%2»</translation>
    </message>
    <message>
        <source>more than twice the model&apos;s typical error on %2 (%1): for this card the measurement is the better guide</source>
        <extracomment>%1 a percentage, %2 a workload (&quot;16-bit training&quot;)</extracomment>
        <translation>больше чем вдвое выше обычной ошибки модели на задаче «%2» (%1): для этой карты измерение надёжнее</translation>
    </message>
    <message>
        <source>Measured %1: %2</source>
        <extracomment>%1 a workload (&quot;8-bit inference&quot;), %2 the measured value with its unit</extracomment>
        <translation>Измерено (%1): %2</translation>
    </message>
    <message>
        <source>Model&apos;s estimate: %1, its relative figure scaled on %2 other GPU(s) of this test.</source>
        <extracomment>%1 the model&apos;s estimate, %2 how many other GPUs of the same test set its scale</extracomment>
        <translation>Оценка модели: %1 — её относительная цифра, масштабированная по другим GPU этого теста (%2).</translation>
    </message>
    <message>
        <source>Across the tests it was checked on, %1.</source>
        <translation>По тестам, на которых её проверяли, %1.</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <extracomment>%1 the full citation of a measured figure (repository, file, commit or address), %2 its date</extracomment>
        <translation>Источник: %1 (%2)</translation>
    </message>
    <message>
        <source>Imported by you.</source>
        <translation>Импортировано вами.</translation>
    </message>
</context>
<context>
    <name>MemoryEstimate</name>
    <message>
        <source>%1 GB</source>
        <extracomment>Gigabytes of GPU memory; %1 is a number such as 13.04</extracomment>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>params must be a positive number of parameters up to 1e14 (got %1)</source>
        <extracomment>&quot;params&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение params должно быть положительным числом параметров, не больше 1e14 (получено %1)</translation>
    </message>
    <message>
        <source>layers must be a whole number from 1 to 10000</source>
        <extracomment>&quot;layers&quot; is a command-line option name: keep it untranslated</extracomment>
        <translation>значение layers должно быть целым числом от 1 до 10000</translation>
    </message>
    <message>
        <source>kv-heads must be a whole number from 1 to 10000</source>
        <extracomment>&quot;kv-heads&quot; is a command-line option name: keep it untranslated</extracomment>
        <translation>значение kv-heads должно быть целым числом от 1 до 10000</translation>
    </message>
    <message>
        <source>head-dim must be a whole number from 1 to 100000</source>
        <extracomment>&quot;head-dim&quot; is a command-line option name: keep it untranslated</extracomment>
        <translation>значение head-dim должно быть целым числом от 1 до 100000</translation>
    </message>
    <message>
        <source>context must be a whole number of tokens from 1 to 100,000,000</source>
        <extracomment>&quot;context&quot; is a command-line option name: keep it untranslated</extracomment>
        <translation>значение context должно быть целым числом токенов от 1 до 100&#xa0;000&#xa0;000</translation>
    </message>
    <message>
        <source>batch must be a whole number from 1 to 1,000,000 (got %1)</source>
        <extracomment>&quot;batch&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение batch должно быть целым числом от 1 до 1&#xa0;000&#xa0;000 (получено %1)</translation>
    </message>
    <message>
        <source>hidden must be a positive whole number</source>
        <extracomment>&quot;hidden&quot; is a command-line option name: keep it untranslated</extracomment>
        <translation>значение hidden должно быть положительным целым числом</translation>
    </message>
    <message>
        <source>trainable-fraction must be more than 0 and at most 1 (got %1)</source>
        <extracomment>&quot;trainable-fraction&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение trainable-fraction должно быть больше 0 и не больше 1 (получено %1)</translation>
    </message>
    <message>
        <source>overhead must be from 0 to 10 (got %1)</source>
        <extracomment>&quot;overhead&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение overhead должно быть от 0 до 10 (получено %1)</translation>
    </message>
    <message>
        <source>the KV cache needs --layers, --kv-heads and --head-dim together</source>
        <extracomment>--layers, --kv-heads and --head-dim are command-line options: keep them untranslated</extracomment>
        <translation>для KV-кэша нужно указать --layers, --kv-heads и --head-dim вместе</translation>
    </message>
    <message>
        <source>weights = %1 parameters x %2 bytes = %3</source>
        <extracomment>A line of the memory formula: %1 parameters, %2 bytes each, %3 the result (&quot;13.04 GB&quot;)</extracomment>
        <translation>веса = %1 параметров x %2 байт = %3</translation>
    </message>
    <message>
        <source>QLoRA keeps the frozen weights in 4-bit NormalFloat with double-quantised constants (about 0.52 bytes per parameter), whatever --precision says</source>
        <extracomment>--precision is a command-line option: keep it untranslated</extracomment>
        <translation>QLoRA хранит замороженные веса в 4-битном формате NormalFloat с двойным квантованием констант (около 0,52 байта на параметр), независимо от --precision</translation>
    </message>
    <message>
        <source>adapter weights = %1 x %2 trainable parameters x 2 bytes</source>
        <extracomment>A line of the memory formula: %1 is the trainable share (0.01), %2 the model&apos;s parameters</extracomment>
        <translation>веса адаптеров = %1 x %2 обучаемых параметров x 2 байта</translation>
    </message>
    <message>
        <source>adapters hold %1% of the model&apos;s parameters (LoRA on all linear layers at a moderate rank; set --trainable-fraction)</source>
        <extracomment>%1 is a percentage without the % sign; --trainable-fraction is a command-line option: keep it</extracomment>
        <translation>адаптеры содержат %1% параметров модели (LoRA на всех линейных слоях с умеренным рангом; задаётся через --trainable-fraction)</translation>
    </message>
    <message>
        <source>gradients = %1 trained parameters x %2 bytes = %3</source>
        <extracomment>A line of the memory formula: %1 trained parameters, %2 bytes each, %3 the result (&quot;13.04 GB&quot;)</extracomment>
        <translation>градиенты = %1 обучаемых параметров x %2 байт = %3</translation>
    </message>
    <message>
        <source>Adam state = %1 trained parameters x 12 bytes (fp32 master copy and two moments) = %2</source>
        <extracomment>A line of the memory formula: %1 trained parameters, %2 the result (&quot;78.23 GB&quot;)</extracomment>
        <translation>состояние Adam = %1 обучаемых параметров x 12 байт (мастер-копия в fp32 и два момента) = %2</translation>
    </message>
    <message>
        <source>model width estimated as sqrt(params / (12 x layers)) = %1</source>
        <extracomment>%1 is the estimated model width (hidden size)</extracomment>
        <translation>ширина модели оценена как sqrt(params / (12 x layers)) = %1</translation>
    </message>
    <message>
        <source>activations = 34 bytes x width %1 x %2 tokens x batch %3 x %4 layers = %5</source>
        <extracomment>A line of the memory formula: %1 model width, %2 tokens, %3 batch size, %4 layers, %5 the result</extracomment>
        <translation>активации = 34 байта x ширина %1 x %2 токенов x батч %3 x %4 слоёв = %5</translation>
    </message>
    <message>
        <source>activations kept for the backward pass without recomputation, with a fused (flash) attention</source>
        <translation>активации хранятся для обратного прохода без пересчёта, с объединённым (flash) вниманием</translation>
    </message>
    <message>
        <source>activations not counted: give --layers and --context to include them</source>
        <extracomment>--layers and --context are command-line options: keep them untranslated</extracomment>
        <translation>активации не учтены: укажите --layers и --context, чтобы их учесть</translation>
    </message>
    <message>
        <source>KV cache = 2 (K and V) x %1 layers x %2 KV heads x %3 head size x %4 tokens x batch %5 x %6 bytes = %7</source>
        <extracomment>A line of the memory formula: %1 layers, %2 KV heads, %3 head size, %4 tokens, %5 batch size, %6 bytes per value, %7 the result (&quot;2.00 GB&quot;)</extracomment>
        <translation>KV-кэш = 2 (K и V) x %1 слоёв x %2 KV-голов x размер головы %3 x %4 токенов x батч %5 x %6 байт = %7</translation>
    </message>
    <message>
        <source>KV cache not counted: give --layers, --kv-heads, --head-dim and --context</source>
        <extracomment>--layers, --kv-heads, --head-dim and --context are command-line options: keep them untranslated</extracomment>
        <translation>KV-кэш не учтён: укажите --layers, --kv-heads, --head-dim и --context</translation>
    </message>
    <message>
        <source>overhead = %1% of the above for the framework, CUDA context and fragmentation = %2</source>
        <extracomment>A line of the memory formula: %1 is a percentage without the % sign, %2 the result (&quot;2.61 GB&quot;)</extracomment>
        <translation>накладные расходы = %1% от суммы выше на фреймворк, контекст CUDA и фрагментацию = %2</translation>
    </message>
    <message>
        <source>total = %1</source>
        <extracomment>The last line of the memory formula; %1 is the total (&quot;15.65 GB&quot;)</extracomment>
        <translation>итого = %1</translation>
    </message>
    <message>
        <source>image generation</source>
        <extracomment>The post&apos;s rule of thumb: at least 12 GB for ...</extracomment>
        <translation>генерации изображений</translation>
    </message>
    <message>
        <source>work with transformers</source>
        <extracomment>The post&apos;s rule of thumb: at least 24 GB for ...</extracomment>
        <translation>работы с трансформерами</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>инференс</translation>
    </message>
    <message>
        <source>training</source>
        <translation>обучение</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>дообучение LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>дообучение QLoRA</translation>
    </message>
</context>
<context>
    <name>NetworkModelReader</name>
    <message>
        <source>reading the model took longer than %1 minutes; try again later</source>
        <extracomment>%1 a number of minutes</extracomment>
        <translation>чтение модели заняло больше %1 мин; повторите попытку позже</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <extracomment>%1 a file name</extracomment>
        <translation>Чтение %1</translation>
    </message>
    <message>
        <source>Reading the GGUF header</source>
        <translation>Чтение заголовка GGUF</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 a file in a repository, %2 the repository (&quot;Qwen/Qwen3-8B&quot;)</extracomment>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>%1 is gated or private (or does not exist): reading it needs an access token of an account that may read it</source>
        <extracomment>%1 a Hugging Face repository or a link</extracomment>
        <translation>%1 имеет ограниченный доступ, является частным или не существует: для чтения нужен токен доступа учётной записи с правом на чтение</translation>
    </message>
    <message>
        <source>the access token given may not read %1: it is gated or private (accept its terms on Hugging Face first), or it does not exist</source>
        <translation>у указанного токена доступа нет права на чтение %1: доступ к нему ограничен или он частный (сначала примите его условия на Hugging Face) либо он не существует</translation>
    </message>
    <message>
        <source>%1 is not an http or https address</source>
        <extracomment>%1 an address</extracomment>
        <translation>%1 не является http- или https-адресом</translation>
    </message>
    <message>
        <source>%1: its safetensors headers would need more than the %2 MB read from a repository</source>
        <extracomment>%1 a repository, %2 a size in MB</extracomment>
        <translation>%1: заголовки safetensors превысили бы лимит в %2 MB на чтение из репозитория</translation>
    </message>
    <message>
        <source>%1 has no config.json at revision %2 (the server answered 404); check the name and the revision</source>
        <extracomment>%1 a repository, %2 a revision</extracomment>
        <translation>в %1 нет config.json в ревизии %2 (сервер ответил 404); проверьте имя и ревизию</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a repository, %2 what is wrong with its index
----------
%1 a file in a repository, %2 what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 lists more than %2 safetensors files; refused</source>
        <extracomment>%1 a file in a repository, %2 a number of files</extracomment>
        <translation>%1 перечисляет более %2 файлов safetensors; отклонено</translation>
    </message>
    <message>
        <source>%1 is listed in %2 but is not there (the server answered 404)</source>
        <extracomment>%1 a file in a repository, %2 the index file&apos;s name</extracomment>
        <translation>%1 указан в %2, но отсутствует (сервер ответил 404)</translation>
    </message>
    <message>
        <source>%1 claims a header of %2 bytes; a safetensors header is read only up to %3 MB and within the file</source>
        <extracomment>%1 a file in a repository, %2 a number of bytes, %3 a size in MB</extracomment>
        <translation>%1 заявляет заголовок размером %2 байт; заголовок safetensors читается только до %3 MB и в пределах файла</translation>
    </message>
</context>
<context>
    <name>OfferList</name>
    <message>
        <source>USED</source>
        <translation>Б/У</translation>
    </message>
    <message>
        <source>The chart means a second-hand card: the price shown is a used price.</source>
        <translation>Схема предполагает подержанную карту: указана цена б/у.</translation>
    </message>
    <message>
        <source>Used card</source>
        <translation>Карта б/у</translation>
    </message>
    <message>
        <source>no used price on record</source>
        <translation>цена б/у неизвестна</translation>
    </message>
    <message>
        <source>no new price on record</source>
        <translation>цена новой карты неизвестна</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Use the database file at &lt;path&gt; instead of the one in your data folder.</source>
        <translation>Использовать файл базы данных &lt;path&gt; вместо файла в папке данных.</translation>
    </message>
    <message>
        <source>Open the main window, render it once and exit (start-up check).</source>
        <translation>Открыть главное окно, один раз отрисовать его и выйти (проверка запуска).</translation>
    </message>
    <message>
        <source>Use this language: en or ru.</source>
        <translation>Язык интерфейса: en или ru.</translation>
    </message>
    <message>
        <source>Light or dark windows: system, light or dark (default: as in the preferences).</source>
        <extracomment>Keep the words system, light and dark: they are what the user types.</extracomment>
        <translation>Светлые или тёмные окна: system, light или dark (по умолчанию — как в настройках).</translation>
    </message>
</context>
<context>
    <name>ParetoChart</name>
    <message>
        <source>Spread the cheap, slow cards out: prices and performance both span two orders of magnitude</source>
        <translation>Растянуть дешёвые медленные карты: цены и производительность различаются на два порядка</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Pareto frontier: most performance for the price</source>
        <translation>Парето-фронт: максимум производительности за свою цену</translation>
    </message>
    <message>
        <source>The wizard&apos;s pick</source>
        <translation>Выбор мастера</translation>
    </message>
    <message>
        <source>%1
%2, %3 × the %4</source>
        <translation>%1
%2, %3 × относительно %4</translation>
    </message>
    <message>
        <source>On the Pareto frontier: nothing cheaper is faster.</source>
        <translation>На Парето-фронте: ничто более дешёвое не быстрее.</translation>
    </message>
    <message>
        <source>The wizard recommends this GPU.</source>
        <translation>Мастер рекомендует этот GPU.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новые</translation>
    </message>
    <message>
        <source>used</source>
        <translation>б/у</translation>
    </message>
    <message>
        <source>linear scale</source>
        <translation>линейная шкала</translation>
    </message>
    <message>
        <source>GPU price (%1, %2; %3)</source>
        <translation>Цена GPU (%1, %2; %3)</translation>
    </message>
    <message>
        <source>Relative performance (%1 = 1; %2)</source>
        <translation>Относительная производительность (%1 = 1; %2)</translation>
    </message>
    <message>
        <source>Ringed: the GPU selected in the table; orange: the wizard&apos;s pick.</source>
        <translation>В кольце — GPU, выбранный в таблице; оранжевым — выбор мастера.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Показано: %1.</translation>
    </message>
    <message>
        <source>No GPU that matches the filters has a price for this month.</source>
        <translation>Ни у одного GPU, подходящего под фильтры, нет цены на этот месяц.</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>логарифмическая шкала</translation>
    </message>
    <message>
        <source>Price vs performance: %1</source>
        <translation>Цена и производительность: %1</translation>
    </message>
    <message>
        <source>%1 priced GPUs, %2 on the Pareto frontier: no cheaper GPU performs as well as one of them.</source>
        <translation>GPU с ценой: %1, на Парето-фронте: %2 — ни у одного из них нет более дешёвой альтернативы с такой же производительностью.</translation>
    </message>
    <message>
        <source>Lo&amp;garithmic axes</source>
        <translation>&amp;Логарифмические оси</translation>
    </message>
    <message>
        <source>Selected in the table</source>
        <translation>Выбран в таблице</translation>
    </message>
    <message>
        <source>GPU price (%1; %2)</source>
        <translation>Цена GPU (%1; %2)</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>Цена GPU</translation>
    </message>
    <message>
        <source>Relative performance (%1)</source>
        <translation>Относительная производительность (%1)</translation>
    </message>
    <message>
        <source>Relative performance</source>
        <translation>Относительная производительность</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Производительность</translation>
    </message>
    <message>
        <source>cheaper of new and used</source>
        <translation>меньшая из новой и б/у</translation>
    </message>
    <message>
        <source>average of new and used, the post&apos;s method</source>
        <translation>среднее новой и б/у, метод статьи</translation>
    </message>
</context>
<context>
    <name>PartPrice</name>
    <message>
        <source>your price</source>
        <extracomment>What a part price is: one the user entered</extracomment>
        <translation>ваша цена</translation>
    </message>
    <message>
        <source>median of retail lows</source>
        <extracomment>What a part price is: the median of several products&apos; lowest retail prices</extracomment>
        <translation>медиана минимальных розничных цен</translation>
    </message>
    <message>
        <source>lowest retail price</source>
        <extracomment>What a part price is: the lowest retail price found</extracomment>
        <translation>самая низкая розничная цена</translation>
    </message>
    <message>
        <source>one listing</source>
        <extracomment>What a part price is: one product&apos;s listed price</extracomment>
        <translation>одно предложение</translation>
    </message>
    <message>
        <source>average</source>
        <extracomment>What a part price is: an average over a period</extracomment>
        <translation>среднее</translation>
    </message>
    <message>
        <source>article figure</source>
        <extracomment>What a part price is: a figure an article gives</extracomment>
        <translation>цифра из статьи</translation>
    </message>
</context>
<context>
    <name>PartPriceCsv</name>
    <message>
        <source>a part key of lowercase letters, digits and &apos;-&apos;</source>
        <translation>ключ детали из строчных латинских букв, цифр и «-»</translation>
    </message>
    <message>
        <source>a price in US dollars above 0 and at most 1,000,000</source>
        <translation>цена в долларах США больше 0 и не выше 1 000 000</translation>
    </message>
    <message>
        <source>where the figure comes from</source>
        <translation>откуда взята цифра</translation>
    </message>
</context>
<context>
    <name>PerformanceModel</name>
    <message>
        <source>8-bit inference</source>
        <translation>8-битный инференс</translation>
    </message>
    <message>
        <source>16-bit inference</source>
        <translation>16-битный инференс</translation>
    </message>
    <message>
        <source>16-bit training</source>
        <translation>16-битное обучение</translation>
    </message>
    <message>
        <source>LLM token generation (batch 1, 4-bit)</source>
        <extracomment>Keep the details in brackets at the end, after a space: views may show only the part before &quot; (&quot;</extracomment>
        <translation>Генерация токенов LLM (батч 1, 4 бита)</translation>
    </message>
    <message>
        <source>Image generation (diffusion)</source>
        <extracomment>Keep the details in brackets at the end, after a space: views may show only the part before &quot; (&quot;</extracomment>
        <translation>Генерация изображений (диффузия)</translation>
    </message>
    <message>
        <source>%1: the compute and overhead shares must be from 0 to 1 and add up to at most 1</source>
        <extracomment>%1 is a metric&apos;s key such as fp16-training (untranslated)</extracomment>
        <translation>%1: доли вычислений и накладных расходов должны быть от 0 до 1 и в сумме не больше 1</translation>
    </message>
    <message>
        <source>%1: the working set must be 0 MB or more</source>
        <extracomment>%1 is a metric&apos;s key such as fp16-training (untranslated)</extracomment>
        <translation>%1: рабочий набор должен быть не меньше 0 МБ</translation>
    </message>
    <message>
        <source>%1: the weights per token and the latency must be 0 or more</source>
        <extracomment>%1 is a metric&apos;s key such as fp16-training (untranslated)</extracomment>
        <translation>%1: веса на токен и задержка должны быть не меньше 0</translation>
    </message>
    <message>
        <source>l2-gain must be from 1 to 10</source>
        <extracomment>&quot;l2-gain&quot; is a parameter name: keep it untranslated</extracomment>
        <translation>значение l2-gain должно быть от 1 до 10</translation>
    </message>
    <message>
        <source>l2-baseline must be 0 MB or more</source>
        <extracomment>&quot;l2-baseline&quot; is a parameter name: keep it untranslated</extracomment>
        <translation>значение l2-baseline должно быть не меньше 0 МБ</translation>
    </message>
    <message>
        <source>tma-gain must be from 1 to 5</source>
        <extracomment>&quot;tma-gain&quot; is a parameter name: keep it untranslated</extracomment>
        <translation>значение tma-gain должно быть от 1 до 5</translation>
    </message>
    <message>
        <source>rocm-efficiency must be more than 0 and at most 1</source>
        <extracomment>&quot;rocm-efficiency&quot; is a parameter name: keep it untranslated</extracomment>
        <translation>значение rocm-efficiency должно быть больше 0 и не больше 1</translation>
    </message>
    <message>
        <source>batch-doubling-gain must be from 0 to 1</source>
        <extracomment>&quot;batch-doubling-gain&quot; is a parameter name: keep it untranslated</extracomment>
        <translation>значение batch-doubling-gain должно быть от 0 до 1</translation>
    </message>
    <message>
        <source>the reference GPU must be named</source>
        <translation>нужно указать эталонный GPU</translation>
    </message>
    <message>
        <source>FP8 tensor</source>
        <extracomment>The path matrix work takes on a GPU: its 8-bit floating-point (FP8) tensor cores</extracomment>
        <translation>тензорные ядра FP8</translation>
    </message>
    <message>
        <source>FP16 matrix cores</source>
        <extracomment>The path matrix work takes on a GPU: AMD&apos;s 16-bit matrix cores</extracomment>
        <translation>матричные ядра FP16</translation>
    </message>
    <message>
        <source>FP16 tensor</source>
        <extracomment>The path matrix work takes on a GPU: NVIDIA&apos;s 16-bit tensor cores</extracomment>
        <translation>тензорные ядра FP16</translation>
    </message>
    <message>
        <source>FP32 (no tensor cores)</source>
        <extracomment>The path matrix work takes on a GPU without tensor cores: its ordinary 32-bit rate</extracomment>
        <translation>FP32 (без тензорных ядер)</translation>
    </message>
    <message>
        <source>no dedicated matrix units: matrix work runs at the FP32 rate</source>
        <translation>нет специализированных матричных блоков: матричные операции выполняются со скоростью FP32</translation>
    </message>
    <message>
        <source>L2 split in two partitions: each SM sees about half of it</source>
        <extracomment>L2 is the GPU&apos;s level-2 cache; SM is a streaming multiprocessor</extracomment>
        <translation>L2 разделён на две части: каждому SM доступна примерно половина</translation>
    </message>
    <message>
        <source>%1 KB shared memory per SM: smaller tiles, more memory traffic</source>
        <extracomment>%1 is a size in kilobytes; SM is a streaming multiprocessor</extracomment>
        <translation>%1 КБ разделяемой памяти на SM: тайлы меньше, трафик памяти больше</translation>
    </message>
    <message>
        <source>ROCm software: the same silicon reaches less than on CUDA</source>
        <translation>ПО ROCm: тот же чип выдаёт меньше, чем с CUDA</translation>
    </message>
    <message>
        <source>batch sized to memory: x%1 throughput</source>
        <extracomment>%1 is a factor such as 1.136</extracomment>
        <translation>батч по объёму памяти: пропускная способность x%1</translation>
    </message>
    <message>
        <source>Not estimated: the specifications of this GPU lack the rate this workload needs.</source>
        <translation>Оценки нет: в характеристиках этого GPU нет скорости, нужной для этой задачи.</translation>
    </message>
    <message>
        <source>Estimated from specifications: %1 TFLOPS peak (%2), %3 GB/s, %4 W board power.</source>
        <extracomment>%1 the matrix rate in TFLOPS, %2 the matrix path (FP16 tensor, ...), %3 memory bandwidth in GB/s, %4 board power in watts</extracomment>
        <translation>Оценка по характеристикам: пиковые %1 TFLOPS (%2), %3 ГБ/с, мощность платы %4 Вт.</translation>
    </message>
    <message>
        <source>Typical error of the model on this workload: %1 (median over %2 measured dataset(s) it was not fitted on).</source>
        <extracomment>%1 a percentage, %2 a number of datasets</extracomment>
        <translation>Типичная ошибка модели на этой задаче: %1 (медиана по наборам измерений, на которых модель не подгонялась: %2).</translation>
    </message>
    <message>
        <source>LLM prompt processing (prefill, 4-bit)</source>
        <extracomment>Keep the details in brackets at the end, after a space: views may show only the part before &quot; (&quot;</extracomment>
        <translation>Обработка промпта LLM (prefill, 4 бита)</translation>
    </message>
    <message>
        <source>the 2023 post (FP8 only)</source>
        <extracomment>The software assumption for 8-bit work: only FP8, as Tim Dettmers&apos; 2023 post assumed</extracomment>
        <translation>статья 2023 года (только FP8)</translation>
    </message>
    <message>
        <source>today&apos;s stacks (INT8 and FP8)</source>
        <extracomment>The software assumption for 8-bit work: every 8-bit format the tensor cores run</extracomment>
        <translation>современное ПО (INT8 и FP8)</translation>
    </message>
    <message>
        <source>INT8 tensor</source>
        <extracomment>The path matrix work takes on a GPU: its 8-bit integer (INT8) tensor cores</extracomment>
        <translation>тензорные ядра INT8</translation>
    </message>
    <message>
        <source>16-bit accumulation: this GeForce card&apos;s tensor cores run at their full rate</source>
        <translation>16-битное накопление: тензорные ядра этой карты GeForce работают на полной скорости</translation>
    </message>
    <message>
        <source>INT8 tensor cores left unused: the 2023 post&apos;s software assumption (FP8 only)</source>
        <translation>тензорные ядра INT8 не используются: допущение статьи 2023 года о ПО (только FP8)</translation>
    </message>
    <message>
        <source>no 8-bit tensor cores: 8-bit inference runs like 16-bit inference</source>
        <translation>нет 8-битных тензорных ядер: 8-битный инференс идёт как 16-битный</translation>
    </message>
    <message>
        <source>not estimated: the specifications lack the rate this workload needs</source>
        <translation>оценки нет: в характеристиках нет скорости, нужной для этой задачи</translation>
    </message>
    <message>
        <source>power-limited: %1 W needed at the peak clock, %2 W available; sustained clock %3% of peak</source>
        <extracomment>%1 the watts the matrix units would draw at full clock, %2 the power budget, %3 a percentage</extracomment>
        <translation>ограничено мощностью: на пиковой частоте нужно %1 Вт, доступно %2 Вт; устойчивая частота — %3% от пиковой</translation>
    </message>
    <message>
        <source>geforce-boost-ceiling must be from 1 to 1.5</source>
        <extracomment>&quot;geforce-boost-ceiling&quot; is a parameter name: keep it untranslated</extracomment>
        <translation>значение geforce-boost-ceiling должно быть от 1 до 1,5</translation>
    </message>
</context>
<context>
    <name>PickCard</name>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>USED</source>
        <translation>Б/У</translation>
    </message>
    <message>
        <source>The chart means a second-hand card: the price shown is a used price.</source>
        <translation>Схема предполагает подержанную карту: указана цена б/у.</translation>
    </message>
    <message>
        <source>Used card</source>
        <translation>Карта б/у</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Мощность</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Пропускная способность памяти</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>Мощность платы</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Price date and source</source>
        <translation>Дата и источник цены</translation>
    </message>
    <message>
        <source>used</source>
        <translation>б/у</translation>
    </message>
</context>
<context>
    <name>PickDetails</name>
    <message>
        <source>%1 (used)</source>
        <extracomment>%1 is a GPU name; the card is bought second-hand.</extracomment>
        <translation>%1 (б/у)</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>Joins the cards offered as one choice: &quot;GeForce RTX 3090 (used) or Radeon RX 7900 XTX&quot;.</extracomment>
        <translation> или </translation>
    </message>
</context>
<context>
    <name>PickRule</name>
    <message>
        <source>used</source>
        <translation>б/у</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новые</translation>
    </message>
    <message>
        <source>cheaper than the pick of &quot;%1&quot;</source>
        <extracomment>Part of a rule: the card must cost less than the pick of the step before in the budget chain; %1 is that step&apos;s title.</extracomment>
        <translation>дешевле выбора шага «%1»</translation>
    </message>
    <message>
        <source>priced or not</source>
        <extracomment>Part of a rule for a buyer with no budget limit.</extracomment>
        <translation>с ценой или без</translation>
    </message>
    <message>
        <source>the rule has no &quot;parts&quot;</source>
        <extracomment>&quot;parts&quot; is the name of a JSON member (not translated).</extracomment>
        <translation>в правиле нет &quot;parts&quot;</translation>
    </message>
    <message>
        <source>the rule names the unknown metric &quot;%1&quot;</source>
        <extracomment>%1 is what the definition gives; metric names are identifiers.</extracomment>
        <translation>правило называет неизвестную метрику &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the rule&apos;s condition is &quot;%1&quot;; expected new or used</source>
        <extracomment>%1 is what the definition gives; &quot;new&quot; and &quot;used&quot; are identifiers.</extracomment>
        <translation>состояние в правиле — &quot;%1&quot;; ожидалось new или used</translation>
    </message>
    <message>
        <source>the rule names the unknown segment &quot;%1&quot;</source>
        <translation>правило называет неизвестный сегмент &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the rule&apos;s count must be from 1 to 8</source>
        <translation>число карт в правиле должно быть от 1 до 8</translation>
    </message>
    <message>
        <source>the rule of leaf &quot;%1&quot; depends on itself through &quot;below&quot;</source>
        <extracomment>%1 is a leaf&apos;s key; rules name the leaf whose pick theirs must cost less than.</extracomment>
        <translation>правило листа &quot;%1&quot; зависит от самого себя через &quot;below&quot;</translation>
    </message>
    <message>
        <source>a rule names the unknown leaf &quot;%1&quot;</source>
        <translation>правило называет неизвестный лист &quot;%1&quot;</translation>
    </message>
    <message>
        <source>leaf &quot;%1&quot;: %2</source>
        <extracomment>%1 is a leaf&apos;s key, %2 what is wrong with its rule.</extracomment>
        <translation>лист &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>Is %1 within your budget?</source>
        <extracomment>A budget question of the live edition; %1 names one or more cards.</extracomment>
        <translation>Укладывается ли %1 в ваш бюджет?</translation>
    </message>
    <message>
        <source>Today&apos;s rule offers %1 here; the post (January 2023) asked about the %2.</source>
        <extracomment>%1 names today&apos;s cards, %2 the card the post asked about in January 2023 (e.g. &quot;RTX 4090&quot;).</extracomment>
        <translation>Сегодняшнее правило предлагает здесь %1; статья (январь 2023 года) спрашивала о %2.</translation>
    </message>
    <message>
        <source>Today&apos;s rule offers %1 here; the post (January 2023) asked about the %2, and explained: %3</source>
        <extracomment>%1 names today&apos;s cards, %2 the card the post asked about, %3 the post&apos;s explanation of the question, written for that card.</extracomment>
        <translation>Сегодняшнее правило предлагает здесь %1; статья (январь 2023 года) спрашивала о %2 и поясняла: %3</translation>
    </message>
    <message>
        <source>Today&apos;s pick by the rule behind the post&apos;s pick &quot;%1&quot;, as of %2.</source>
        <extracomment>%1 is the title of the post&apos;s pick (e.g. &quot;RTX 4090&quot;), %2 a month (YYYY-MM).</extracomment>
        <translation>Выбор на сегодня по правилу, стоящему за выбором статьи «%1», на %2.</translation>
    </message>
    <message>
        <source>The post&apos;s advice for its own pick: %1</source>
        <extracomment>%1 is the post&apos;s advice, written for the card it picked in 2023.</extracomment>
        <translation>Совет статьи для её собственного выбора: %1</translation>
    </message>
    <message>
        <source>the rule selects &quot;%1&quot;; expected fastest, best-value or cheapest</source>
        <extracomment>%1 is what the definition gives; &quot;fastest&quot;, &quot;best-value&quot; and &quot;cheapest&quot; are identifiers.</extracomment>
        <translation>правило выбирает «%1»; ожидалось fastest, best-value или cheapest</translation>
    </message>
    <message>
        <source>a rule part that selects &quot;cheapest&quot; needs a price (&quot;needs_price&quot; true)</source>
        <extracomment>&quot;cheapest&quot; and &quot;needs_price&quot; are identifiers of the rule format.</extracomment>
        <translation>части правила, которая выбирает «cheapest», нужна цена («needs_price» равно true)</translation>
    </message>
    <message>
        <source>The fastest %1 card with at least %2 GB at %3</source>
        <extracomment>%1 &quot;used NVIDIA consumer&quot;, %2 a number of GB, %3 a workload such as &quot;16-bit training&quot;.</extracomment>
        <translation>Самая быстрая карта (%1) с памятью не менее %2 ГБ на задаче «%3»</translation>
    </message>
    <message>
        <source>The %1 fastest %2 cards with at least %3 GB at %4</source>
        <extracomment>%1 how many cards, %2 &quot;used NVIDIA consumer&quot;, %3 a number of GB, %4 a workload.</extracomment>
        <translation>Самые быстрые карты (%2; %1 шт.) с памятью не менее %3 ГБ на задаче «%4»</translation>
    </message>
    <message>
        <source>The %1 card with at least %2 GB that gives the most %3 performance per dollar of owning it</source>
        <extracomment>%1 &quot;used NVIDIA consumer&quot;, %2 a number of GB, %3 a workload such as &quot;16-bit training&quot;.</extracomment>
        <translation>Карта (%1) с памятью не менее %2 ГБ, дающая наибольшую производительность на задаче «%3» на доллар стоимости владения</translation>
    </message>
    <message>
        <source>The %1 %2 cards with at least %3 GB that give the most %4 performance per dollar of owning them</source>
        <extracomment>%1 how many cards, %2 &quot;used NVIDIA consumer&quot;, %3 a number of GB, %4 a workload.</extracomment>
        <translation>Карты (%2; %1 шт.) с памятью не менее %3 ГБ, дающие наибольшую производительность на задаче «%4» на доллар стоимости владения</translation>
    </message>
    <message>
        <source>The cheapest %1 card with at least %2 GB</source>
        <extracomment>%1 &quot;used NVIDIA consumer&quot;, %2 a number of GB.</extracomment>
        <translation>Самая дешёвая карта (%1) с памятью не менее %2 ГБ</translation>
    </message>
    <message>
        <source>The %1 cheapest %2 cards with at least %3 GB</source>
        <extracomment>%1 how many cards, %2 &quot;used NVIDIA consumer&quot;, %3 a number of GB.</extracomment>
        <translation>Самые дешёвые карты (%2; %1 шт.) с памятью не менее %3 ГБ</translation>
    </message>
    <message>
        <source>priced in the last %1 months</source>
        <extracomment>Part of a rule; %1 is a number of months.</extracomment>
        <translation>с ценой за последние %1 месяцев</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>Joins the conditions of a rule: &quot;priced in the last 12 months and cheaper than ...&quot;.</extracomment>
        <translation> и </translation>
    </message>
</context>
<context>
    <name>PlannerPage</name>
    <message>
        <source>Build planner</source>
        <translation>Планировщик сборки</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The GPU to build around; specs and prices come from the database</source>
        <translation>GPU, вокруг которого строится сборка; характеристики и цены берутся из базы данных</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Количество:</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>Количество GPU</translation>
    </message>
    <message>
        <source>How many of this GPU each machine holds (1, 2, 4 or 8 are the usual builds)</source>
        <translation>Сколько таких GPU в каждой машине (обычно 1, 2, 4 или 8)</translation>
    </message>
    <message>
        <source> per machine</source>
        <translation> на машину</translation>
    </message>
    <message>
        <source>Second GP&amp;U:</source>
        <translation>В&amp;торой GPU:</translation>
    </message>
    <message>
        <source>Second GPU</source>
        <translation>Второй GPU</translation>
    </message>
    <message>
        <source>Optional: a second kind of GPU in the same machine (a mixed build)</source>
        <translation>Необязательно: второй тип GPU в той же машине (смешанная сборка)</translation>
    </message>
    <message>
        <source>Number of second GPUs</source>
        <translation>Количество вторых GPU</translation>
    </message>
    <message>
        <source>How many of the second GPU each machine holds</source>
        <translation>Сколько вторых GPU в каждой машине</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>&amp;Power limit:</source>
        <translation>Огра&amp;ничение мощности:</translation>
    </message>
    <message>
        <source>Set a power limit</source>
        <translation>Задать ограничение мощности</translation>
    </message>
    <message>
        <source>Cap every GPU at a lower power (nvidia-smi -pl): less heat and a smaller PSU for a little speed</source>
        <translation>Ограничить мощность каждого GPU (nvidia-smi -pl): меньше тепла и менее мощный БП ценой небольшой потери скорости</translation>
    </message>
    <message>
        <source>Power limit per GPU</source>
        <translation>Ограничение мощности на GPU</translation>
    </message>
    <message>
        <source>The cap per GPU, from half the TDP up to the TDP</source>
        <translation>Ограничение на GPU — от половины TDP до полного TDP</translation>
    </message>
    <message>
        <source> W per GPU</source>
        <translation> Вт на GPU</translation>
    </message>
    <message>
        <source>&amp;Machines:</source>
        <translation>Ма&amp;шины:</translation>
    </message>
    <message>
        <source>Number of machines</source>
        <translation>Количество машин</translation>
    </message>
    <message>
        <source>Identical machines joined by a fast network</source>
        <translation>Одинаковые машины, объединённые быстрой сетью</translation>
    </message>
    <message>
        <source>Use the wizard&apos;s pick</source>
        <translation>Взять выбор мастера</translation>
    </message>
    <message>
        <source>Plan a build around the GPU the wizard recommended</source>
        <translation>Спланировать сборку вокруг GPU, рекомендованного мастером</translation>
    </message>
    <message>
        <source>Workload (optional)</source>
        <translation>Нагрузка (необязательно)</translation>
    </message>
    <message>
        <source>Model si&amp;ze:</source>
        <translation>Разм&amp;ер модели:</translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation>Размер модели в миллиардах параметров</translation>
    </message>
    <message>
        <source>The model you plan to run, in billions of parameters; None skips the memory check</source>
        <translation>Модель, которую вы планируете запускать, в миллиардах параметров; «Нет» пропускает проверку памяти</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> млрд параметров</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>То&amp;чность:</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Number format of the weights</source>
        <translation>Числовой формат весов</translation>
    </message>
    <message>
        <source>Workload mode</source>
        <translation>Режим нагрузки</translation>
    </message>
    <message>
        <source>Inference, full training, LoRA or QLoRA fine-tuning</source>
        <translation>Инференс, полное обучение, дообучение LoRA или QLoRA</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Memory the workload needs</source>
        <translation>Память, нужная для задачи</translation>
    </message>
    <message>
        <source>Power and running costs</source>
        <translation>Питание и эксплуатационные расходы</translation>
    </message>
    <message>
        <source>C&amp;ircuit:</source>
        <translation>&amp;Цепь питания:</translation>
    </message>
    <message>
        <source>Power circuit</source>
        <translation>Электрическая цепь</translation>
    </message>
    <message>
        <source>The outlet or circuit the machine plugs into</source>
        <translation>Розетка или цепь, к которой подключается машина</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>Углеродоёмкость электросети</translation>
    </message>
    <message>
        <source>kg of CO2 equivalent per kWh of your electricity; the default is the 2023 world average (Ember)</source>
        <translation>кг CO2-эквивалента на кВт·ч вашей электроэнергии; по умолчанию — среднемировое значение за 2023 год (Ember)</translation>
    </message>
    <message>
        <source> kg CO2e/kWh</source>
        <translation> кг CO2-экв./кВт·ч</translation>
    </message>
    <message>
        <source>&amp;Years:</source>
        <translation>&amp;Годы:</translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation>Срок владения в годах</translation>
    </message>
    <message>
        <source>Years of ownership (shared with the other screens)</source>
        <translation>Срок владения в годах (общий для всех экранов)</translation>
    </message>
    <message>
        <source> years</source>
        <translation> г.</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>Цена электроэнергии за кВт·ч</translation>
    </message>
    <message>
        <source>Electricity price in USD per kWh (shared with the other screens)</source>
        <translation>Цена электроэнергии в долларах США за кВт·ч (общая для всех экранов)</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> за кВт·ч</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>Загрузка GPU</translation>
    </message>
    <message>
        <source>Share of the time the GPUs work (shared with the other screens)</source>
        <translation>Доля времени, когда GPU работают (общая для всех экранов)</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Saved builds</source>
        <translation>Сохранённые сборки</translation>
    </message>
    <message>
        <source>Build name</source>
        <translation>Название сборки</translation>
    </message>
    <message>
        <source>A name to save this build under</source>
        <translation>Название, под которым сохранить сборку</translation>
    </message>
    <message>
        <source>Name this build</source>
        <translation>Назовите эту сборку</translation>
    </message>
    <message>
        <source>Your saved builds; double-click or press Return to open one</source>
        <translation>Ваши сохранённые сборки; дважды щёлкните или нажмите Return, чтобы открыть</translation>
    </message>
    <message>
        <source>Save the build</source>
        <translation>Сохранить сборку</translation>
    </message>
    <message>
        <source>Save the build under the name above</source>
        <translation>Сохранить сборку под указанным выше названием</translation>
    </message>
    <message>
        <source>Open the saved build</source>
        <translation>Открыть сохранённую сборку</translation>
    </message>
    <message>
        <source>Open the selected saved build</source>
        <translation>Открыть выбранную сохранённую сборку</translation>
    </message>
    <message>
        <source>Delete the saved build</source>
        <translation>Удалить сохранённую сборку</translation>
    </message>
    <message>
        <source>Delete the selected saved build</source>
        <translation>Удалить выбранную сохранённую сборку</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Сборка</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Затраты</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Оборудование</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Электроэнергия</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Полная стоимость владения</translation>
    </message>
    <message>
        <source>CO2</source>
        <translation>CO2</translation>
    </message>
    <message>
        <source>Hardware cost</source>
        <translation>Стоимость оборудования</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Стоимость электроэнергии</translation>
    </message>
    <message>
        <source>CO2 estimate</source>
        <translation>Оценка CO2</translation>
    </message>
    <message>
        <source>Parts list</source>
        <translation>Список комплектующих</translation>
    </message>
    <message>
        <source>The parts of one machine with their prices</source>
        <translation>Комплектующие одной машины с ценами</translation>
    </message>
    <message>
        <source>Power and platform</source>
        <translation>Питание и платформа</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Питание:</translation>
    </message>
    <message>
        <source>Power and PSU</source>
        <translation>Питание и БП</translation>
    </message>
    <message>
        <source>From the wall:</source>
        <translation>Из розетки:</translation>
    </message>
    <message>
        <source>Draw from the wall</source>
        <translation>Потребление из розетки</translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation>CPU:</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Память:</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Оперативная память</translation>
    </message>
    <message>
        <source>Storage:</source>
        <translation>Накопители:</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>Chassis:</source>
        <translation>Корпус:</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Корпус</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>Охлаждение:</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Охлаждение</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Сеть:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Warnings and advice</source>
        <translation>Предупреждения и советы</translation>
    </message>
    <message>
        <source>What to watch for in this build, most serious first</source>
        <translation>На что обратить внимание в этой сборке, самое серьёзное — первым</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Copy the build as Markdown</source>
        <translation>Копировать сборку в Markdown</translation>
    </message>
    <message>
        <source>Copy the parts list and notes as Markdown, ready for a forum post</source>
        <translation>Скопировать список комплектующих и заметки в Markdown, готовом для поста на форуме</translation>
    </message>
    <message>
        <source>Print the build report</source>
        <translation>Печать отчёта о сборке</translation>
    </message>
    <message>
        <source>Print the one-page build report</source>
        <translation>Напечатать одностраничный отчёт о сборке</translation>
    </message>
    <message>
        <source>Export the build</source>
        <translation>Экспорт сборки</translation>
    </message>
    <message>
        <source>Save the build as Markdown, CSV, JSON or PDF</source>
        <translation>Сохранить сборку в Markdown, CSV, JSON или PDF</translation>
    </message>
    <message>
        <source>Finish the wizard first; its recommended GPU can then be used here</source>
        <translation>Сначала пройдите мастер; тогда здесь можно будет использовать рекомендованный им GPU</translation>
    </message>
    <message>
        <source>The GPUs cannot be read: %1</source>
        <translation>Не удаётся прочитать GPU: %1</translation>
    </message>
    <message>
        <source>%1 (%2 GB, %3 W)</source>
        <translation>%1 (%2 ГБ, %3 Вт)</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новые</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Б/у</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Инференс</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>Дообучение LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>Дообучение QLoRA</translation>
    </message>
    <message>
        <source>Automatic (US 15 A; rack feed for servers)</source>
        <translation>Автоматически (США, 15 А; стойка для серверов)</translation>
    </message>
    <message>
        <source>%1 (%2 continuous)</source>
        <translation>%1 (%2 длительно)</translation>
    </message>
    <message>
        <source>Needs about %1 GB of GPU memory (%2).</source>
        <translation>Нужно около %1 ГБ памяти GPU (%2).</translation>
    </message>
    <message>
        <source>Enter a model size to check the GPU memory against it.</source>
        <translation>Введите размер модели, чтобы сверить с ним память GPU.</translation>
    </message>
    <message>
        <source>This build cannot be planned: %1</source>
        <translation>Эту сборку невозможно спланировать: %1</translation>
    </message>
    <message>
        <source>No build</source>
        <translation>Нет сборки</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Some saved builds cannot be read: %1</source>
        <translation>Некоторые сохранённые сборки не удаётся прочитать: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>That GPU is not in the database.</source>
        <translation>Этого GPU нет в базе данных.</translation>
    </message>
    <message>
        <source>%1 is not in the database.</source>
        <translation>%1 нет в базе данных.</translation>
    </message>
    <message>
        <source>Planning a build around the %1.</source>
        <translation>Планируется сборка вокруг %1.</translation>
    </message>
    <message>
        <source>Plan a build around the %1, which the wizard recommended</source>
        <translation>Спланировать сборку вокруг %1, рекомендованного мастером</translation>
    </message>
    <message>
        <source>The wizard&apos;s result (%1) names no GPU</source>
        <translation>Результат мастера (%1) не называет GPU</translation>
    </message>
    <message>
        <source>Planning a build around the wizard&apos;s pick: %1.</source>
        <translation>Планируется сборка вокруг выбора мастера: %1.</translation>
    </message>
    <message>
        <source>Cannot open the build</source>
        <translation>Не удаётся открыть сборку</translation>
    </message>
    <message>
        <source>These GPUs are not in the database: %1</source>
        <translation>Этих GPU нет в базе данных: %1</translation>
    </message>
    <message>
        <source>Replace the saved build?</source>
        <translation>Заменить сохранённую сборку?</translation>
    </message>
    <message>
        <source>A build named &quot;%1&quot; is already saved. Replace it with this one?</source>
        <translation>Сборка с названием «%1» уже сохранена. Заменить её этой?</translation>
    </message>
    <message>
        <source>Cannot save the build</source>
        <translation>Не удаётся сохранить сборку</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;.</source>
        <translation>Сохранено: «%1».</translation>
    </message>
    <message>
        <source>The build is no longer saved.</source>
        <translation>Эта сборка больше не сохранена.</translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot; with the cost settings it was saved with.</source>
        <translation>Открыта сборка «%1» с настройками затрат, с которыми она была сохранена.</translation>
    </message>
    <message>
        <source>Delete the saved build?</source>
        <translation>Удалить сохранённую сборку?</translation>
    </message>
    <message>
        <source>Delete the saved build &quot;%1&quot;?</source>
        <translation>Удалить сохранённую сборку «%1»?</translation>
    </message>
    <message>
        <source>Cannot delete the build</source>
        <translation>Не удаётся удалить сборку</translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;.</source>
        <translation>Удалено: «%1».</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>Отчёт PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Ошибка экспорта</translation>
    </message>
    <message>
        <source>Nothing was exported.</source>
        <translation>Ничего не экспортировано.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Экспортировано в %1.</translation>
    </message>
    <message>
        <source>Sent the report to the printer.</source>
        <translation>Отчёт отправлен на принтер.</translation>
    </message>
    <message>
        <source>Copied the build as Markdown.</source>
        <translation>Сборка скопирована в формате Markdown.</translation>
    </message>
    <message>
        <source>Build inputs</source>
        <translation>Параметры сборки</translation>
    </message>
    <message>
        <source>Planned build</source>
        <translation>Спланированная сборка</translation>
    </message>
    <message>
        <source>Second cou&amp;nt:</source>
        <translation>Кол-во вто&amp;рых:</translation>
    </message>
    <message>
        <source>Con&amp;dition:</source>
        <translation>Сост&amp;ояние:</translation>
    </message>
    <message>
        <source>Use the wizard&apos;s pic&amp;k</source>
        <translation>Взять в&amp;ыбор мастера</translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation>Ре&amp;жим:</translation>
    </message>
    <message>
        <source>Grid int&amp;ensity:</source>
        <translation>&amp;Углеродоёмкость сети:</translation>
    </message>
    <message>
        <source>E&amp;lectricity:</source>
        <translation>&amp;Электроэнергия:</translation>
    </message>
    <message>
        <source>Utilis&amp;ation:</source>
        <translation>&amp;Загрузка:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Warnings and advice:</source>
        <translation>Предупреждения и советы:</translation>
    </message>
    <message>
        <source>Copy Markdown</source>
        <translation>Копировать Markdown</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Print the build</source>
        <translation>Напечатать сборку</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>одна карта</translation>
    </message>
    <message>
        <source>one machine</source>
        <translation>одна машина</translation>
    </message>
    <message>
        <source>no workload</source>
        <translation>без нагрузки</translation>
    </message>
    <message>
        <source>no power limit</source>
        <translation>без ограничения мощности</translation>
    </message>
    <message>
        <source>Planning a build around the wizard&apos;s pick: %1. Set to the wizard&apos;s answer: %2.</source>
        <extracomment>%1 is the wizard&apos;s GPU; %2 lists what was reset, such as &quot;one card, one machine, no workload&quot;</extracomment>
        <translation>Сборка планируется вокруг выбора мастера: %1. Установлено по ответу мастера: %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <extracomment>%1 is the web address of the source (a page, or a data file at its commit)</extracomment>
        <translation>Ссылка: %1</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>Ваша цена</translation>
    </message>
    <message>
        <source>Price %1 from the dated observations (or the planner&apos;s default) again instead of your price?</source>
        <extracomment>%1 is a part type such as Memory</extracomment>
        <translation>Снова оценивать «%1» по датированным наблюдениям (или по цене планировщика по умолчанию) вместо вашей цены?</translation>
    </message>
    <message>
        <source>Double-click or press Enter to set your own price.</source>
        <translation>Дважды щёлкните или нажмите Enter, чтобы указать свою цену.</translation>
    </message>
    <message>
        <source>%1 (%2 W)</source>
        <extracomment>%1 is a GPU name that already says its memory, %2 its board power</extracomment>
        <translation>%1 (%2 Вт)</translation>
    </message>
    <message>
        <source>Whole-build &amp;budget:</source>
        <translation>&amp;Бюджет сборки:</translation>
    </message>
    <message>
        <source>Whole-build budget</source>
        <translation>Бюджет всей сборки</translation>
    </message>
    <message>
        <source>What the whole build may cost, every part of every machine; none: no budget</source>
        <translation>Сколько может стоить вся сборка, все детали всех машин; «нет» — без бюджета</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;System memory:</source>
        <translation>Опер&amp;ативная память:</translation>
    </message>
    <message>
        <source>System memory per machine; automatic: twice the GPU memory</source>
        <translation>Оперативная память на машину; автоматически — вдвое больше памяти GPU</translation>
    </message>
    <message>
        <source>Reuse my e&amp;xisting PC: buy only GPUs and PSU</source>
        <translation>Свой ПК уже есть: купить &amp;лишь GPU и БП</translation>
    </message>
    <message>
        <source>Reuse my existing PC</source>
        <translation>Свой ПК уже есть</translation>
    </message>
    <message>
        <source>Your PC takes the cards: the parts list keeps the GPUs and the power supply</source>
        <translation>Карты ставятся в ваш ПК: в списке остаются GPU и блок питания</translation>
    </message>
    <message>
        <source>Automatic (twice the GPU memory)</source>
        <extracomment>System memory as the planner sizes it</extracomment>
        <translation>Автоматически (вдвое больше памяти GPU)</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A form&apos;s label: %1 is what the row says (&quot;CPU&quot;)</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Price the GPUs at the cheaper current offer of new and second-hand, new (retail) or used (second-hand)</source>
        <translation>Цена GPU: меньшая из текущих цен новой карты и б/у, цена новой (в рознице) или б/у (с рук)</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <extracomment>The planner&apos;s price condition: the cheaper of a card&apos;s current new and second-hand prices</extracomment>
        <translation>Самая низкая</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation>Символ валюты</translation>
    </message>
    <message>
        <source>Shown before amounts. Prices stay in US dollars; this changes only the symbol.</source>
        <translation>Показывается перед суммами. Цены остаются в долларах США; меняется только символ.</translation>
    </message>
    <message>
        <source>&amp;Currency symbol:</source>
        <translation>&amp;Символ валюты:</translation>
    </message>
    <message>
        <source>Show the &amp;welcome at the next start</source>
        <translation>Показывать &amp;приветствие при следующем запуске</translation>
    </message>
    <message>
        <source>Cost of ownership, at start</source>
        <translation>Стоимость владения при запуске</translation>
    </message>
    <message>
        <source> years</source>
        <translation> г.</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> за кВт·ч</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новые</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Б/у</translation>
    </message>
    <message>
        <source>&amp;Ownership:</source>
        <translation>Срок &amp;владения:</translation>
    </message>
    <message>
        <source>&amp;Electricity:</source>
        <translation>&amp;Электроэнергия:</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>&amp;Загрузка:</translation>
    </message>
    <message>
        <source>&amp;Desktop without GPU:</source>
        <translation>&amp;Компьютер без GPU:</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Цены:</translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation>Срок владения в годах</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>Цена электроэнергии за кВт·ч</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>Загрузка GPU</translation>
    </message>
    <message>
        <source>Desktop cost without GPU</source>
        <translation>Стоимость компьютера без GPU</translation>
    </message>
    <message>
        <source>Which prices to use</source>
        <translation>Какие цены использовать</translation>
    </message>
    <message>
        <source>A language change takes effect the next time GPU Advisor starts.</source>
        <translation>Смена языка вступит в силу при следующем запуске GPU Advisor.</translation>
    </message>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation>Сбросить по &amp;умолчанию</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Цветовая схема</translation>
    </message>
    <message>
        <source>Light or dark windows; applied at once</source>
        <translation>Светлые или тёмные окна; применяется сразу</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>О&amp;формление:</translation>
    </message>
    <message>
        <source>Reope&amp;n the wizard where I left it</source>
        <translation>&amp;Открывать мастер с места, где работа была прервана</translation>
    </message>
    <message>
        <source>Address of the data updates</source>
        <translation>Адрес обновлений данных</translation>
    </message>
    <message>
        <source>Where File &gt; Update data downloads new GPU data from: the address of a manifest.json or of its folder. Empty: the project&apos;s published data.</source>
        <translation>Откуда «Файл &gt; Обновить данные» загружает новые данные о GPU: адрес manifest.json или его папки. Пусто — опубликованные данные проекта.</translation>
    </message>
    <message>
        <source>Update data &amp;from:</source>
        <translation>Адрес о&amp;бновлений:</translation>
    </message>
    <message>
        <source>Only the symbol changes: amounts stay in US dollars, not converted.</source>
        <translation>Меняется только символ: суммы остаются в долларах США, без пересчёта.</translation>
    </message>
    <message>
        <source>Cheapest, new or used</source>
        <extracomment>The price a card is counted at: the cheaper of its latest new and second-hand prices.</extracomment>
        <translation>Самая низкая, новая или б/у</translation>
    </message>
    <message>
        <source>From parts</source>
        <extracomment>The desktop cost when the user gives none: the build planner prices the machine from parts</extracomment>
        <translation>По комплектующим</translation>
    </message>
    <message>
        <source>Your own price of the desktop around a card. &quot;From parts&quot;: the build planner prices the machine each card needs from dated part prices.</source>
        <translation>Ваша цена компьютера вокруг карты. «По комплектующим»: планировщик сборки оценивает машину, нужную каждой карте, по датированным ценам комплектующих.</translation>
    </message>
</context>
<context>
    <name>PreferencesFlow</name>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Настройки...</translation>
    </message>
</context>
<context>
    <name>PriceCell</name>
    <message>
        <source>no price</source>
        <translation>нет цены</translation>
    </message>
    <message>
        <source>No price on record as of this month.</source>
        <translation>Цены на этот месяц нет.</translation>
    </message>
    <message>
        <source>%1: %2 on %3 (%4)</source>
        <extracomment>%1 says what the price is (&quot;used · average sold price&quot;), %2 the price, %3 its date, %4 its source.</extracomment>
        <translation>%1: %2 на %3 (%4)</translation>
    </message>
    <message>
        <source>The price is the average of the two.</source>
        <translation>Цена — среднее из двух.</translation>
    </message>
</context>
<context>
    <name>PriceEntry</name>
    <message>
        <source>the price names no GPU of the database</source>
        <translation>цена не относится ни к одному GPU в базе данных</translation>
    </message>
    <message>
        <source>the date must be from %1 to today (%2)</source>
        <extracomment>%1 and %2 are dates (YYYY-MM-DD): the GPU&apos;s release (or 1990) and today</extracomment>
        <translation>дата должна быть от %1 до сегодняшней (%2)</translation>
    </message>
    <message>
        <source>say where the price was seen (a shop, a listing, a quote)</source>
        <translation>укажите, где была замечена цена (магазин, объявление, коммерческое предложение)</translation>
    </message>
    <message>
        <source>the source and the note must be text without control characters</source>
        <translation>источник и примечание должны быть текстом без управляющих символов</translation>
    </message>
    <message>
        <source>the price must be from %1 to %2</source>
        <extracomment>%1 and %2 are amounts in US dollars (&quot;$1&quot;, &quot;$1,000,000&quot;)</extracomment>
        <translation>цена должна быть от %1 до %2</translation>
    </message>
</context>
<context>
    <name>PriceFreshness</name>
    <message>
        <source>Some prices are old: the oldest is from %1, %2 months before the date this answer is for. Today&apos;s prices may differ a lot.</source>
        <extracomment>%1 is a month (YYYY-MM), %2 a number of months (always more than 12).</extracomment>
        <translation>Часть цен устарела: самая старая — за %1, на %2 мес. раньше даты, для которой дан ответ. Сегодняшние цены могут сильно отличаться.</translation>
    </message>
    <message>
        <source>The prices compared are %1 months apart (%2 to %3), so they do not describe the same market.</source>
        <extracomment>%1 is a number of months (always more than 6), %2 and %3 are months (YYYY-MM).</extracomment>
        <translation>Сравниваемые цены разделяют %1 мес. (с %2 по %3), так что они описывают разные рынки.</translation>
    </message>
    <message>
        <source>this month</source>
        <extracomment>The age of a price observed in the month the answer is for.</extracomment>
        <translation>в этом месяце</translation>
    </message>
    <message>
        <source>1 month old</source>
        <extracomment>The age of a price observed in the month before the one the answer is for.</extracomment>
        <translation>1 мес. назад</translation>
    </message>
    <message>
        <source>%1 months old</source>
        <extracomment>The age of a price; %1 is a number of months, two or more.</extracomment>
        <translation>%1 мес. назад</translation>
    </message>
</context>
<context>
    <name>PriceHistoryChart</name>
    <message>
        <source>New</source>
        <translation>Новые</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Б/у</translation>
    </message>
    <message>
        <source>Date of the observation (month)</source>
        <translation>Дата цены (месяц)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>История цен</translation>
    </message>
    <message>
        <source>Price history: %1</source>
        <translation>История цен: %1</translation>
    </message>
    <message>
        <source>Select a GPU in the table to see its price history.</source>
        <translation>Выберите GPU в таблице, чтобы увидеть историю его цен.</translation>
    </message>
    <message>
        <source>No price of the %1 is on record.</source>
        <translation>Для %1 нет ни одной известной цены.</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>Цена (%1)</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>На %1</translation>
    </message>
    <message>
        <source>Launch price %1</source>
        <translation>Цена на старте продаж %1</translation>
    </message>
    <message>
        <source>%1 observations, %2 to %3.</source>
        <translation>Наблюдений: %1, с %2 по %3.</translation>
    </message>
    <message>
        <source>One observation, %1.</source>
        <extracomment>%1 is the month of the only price on record (YYYY-MM)</extracomment>
        <translation>Одно наблюдение, %1.</translation>
    </message>
    <message>
        <source>New: %1.</source>
        <translation>Новые: %1.</translation>
    </message>
    <message>
        <source>Used: %1.</source>
        <translation>Б/у: %1.</translation>
    </message>
</context>
<context>
    <name>PriceHistoryModel</name>
    <message>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Б/у</translation>
    </message>
    <message>
        <source>%1 (your entry)</source>
        <translation>%1 (ваши данные)</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>New or used (marketplace)</source>
        <extracomment>Marketplace listings whose source does not separate new from used cards.</extracomment>
        <translation>Новая или б/у (площадка объявлений)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 is a price&apos;s condition (New, Used, ...), %2 what the figure is (&quot;average sold price&quot;).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>your entry</source>
        <extracomment>What a price the user typed in is, beside its condition: &quot;New · your entry&quot;</extracomment>
        <translation>ваши данные</translation>
    </message>
</context>
<context>
    <name>PriceKinds</name>
    <message>
        <source>average sold price</source>
        <translation>средняя цена продажи</translation>
    </message>
    <message>
        <source>retail price, monthly median</source>
        <translation>розничная цена, медиана за месяц</translation>
    </message>
    <message>
        <source>lowest retail price</source>
        <translation>минимальная розничная цена</translation>
    </message>
    <message>
        <source>asking price, mean of the 3 cheapest listings</source>
        <translation>цена предложения, среднее трёх самых дешёвых объявлений</translation>
    </message>
    <message>
        <source>lowest asking price</source>
        <translation>минимальная цена предложения</translation>
    </message>
    <message>
        <source>asking price, median of the listings</source>
        <translation>цена предложения, медиана объявлений</translation>
    </message>
    <message>
        <source>asking price, mean of all listings</source>
        <translation>цена предложения, среднее всех объявлений</translation>
    </message>
    <message>
        <source>price quoted in an article</source>
        <translation>цена, названная в статье</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>A price&apos;s condition.</extracomment>
        <translation>новые</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>A price&apos;s condition.</extracomment>
        <translation>б/у</translation>
    </message>
    <message>
        <source>new or used (marketplace)</source>
        <extracomment>A price&apos;s condition: marketplace listings whose source does not separate new from used cards.</extracomment>
        <translation>новые или б/у (площадка объявлений)</translation>
    </message>
    <message>
        <source>%1 · your own entry</source>
        <extracomment>%1 is a price&apos;s condition, e.g. &quot;used&quot;.</extracomment>
        <translation>%1 · ваша запись</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 is a price&apos;s condition (&quot;used&quot;), %2 what the figure is (&quot;average sold price&quot;).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>marketplace</source>
        <extracomment>A price&apos;s condition in one word: a marketplace listing whose source does not say new or used.</extracomment>
        <translation>с площадки</translation>
    </message>
    <message>
        <source>store price of one listing</source>
        <translation>цена магазина, одно предложение</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>average of %1 observations of the same date</source>
        <extracomment>A price&apos;s note; %1 is a number of price observations (two or more)</extracomment>
        <translation>среднее из %1 наблюдений за одну дату</translation>
    </message>
    <message>
        <source>last seen %1</source>
        <extracomment>A price&apos;s date when it is too old to be an offer (more than 12 months); %1 is the date.</extracomment>
        <translation>последний раз: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 a price&apos;s date, %2 its condition (&quot;used&quot;, &quot;marketplace&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ProblemList</name>
    <message>
        <source>... and %1 more problem(s)</source>
        <extracomment>%1 counts the problems not listed above.</extracomment>
        <translation>... и ещё проблем: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Export the build</source>
        <translation>Экспорт сборки</translation>
    </message>
    <message>
        <source>Print the build</source>
        <translation>Печать сборки</translation>
    </message>
    <message>
        <source>Your price of one %1, in US dollars. It replaces the dated or default price in this build.</source>
        <extracomment>%1 is a part type such as Memory</extracomment>
        <translation>Ваша цена одной детали «%1» в долларах США. Она заменяет датированную цену или цену по умолчанию в этой сборке.</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>Ваша цена</translation>
    </message>
</context>
<context>
    <name>QuestionPage</name>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Почему это важно</translation>
    </message>
    <message>
        <source>Latest prices on record</source>
        <translation>Последние известные цены</translation>
    </message>
    <message>
        <source>Prices of the offered cards</source>
        <translation>Цены предлагаемых карт</translation>
    </message>
    <message>
        <source>Suggested answer</source>
        <translation>Предлагаемый ответ</translation>
    </message>
    <message>
        <source>Where each answer can lead</source>
        <translation>Куда ведёт каждый ответ</translation>
    </message>
    <message>
        <source>If you answer Yes</source>
        <translation>Если ответить «Да»</translation>
    </message>
    <message>
        <source>If you answer No</source>
        <translation>Если ответить «Нет»</translation>
    </message>
    <message>
        <source>Possible results after Yes</source>
        <translation>Возможные результаты после «Да»</translation>
    </message>
    <message>
        <source>Possible results after No</source>
        <translation>Возможные результаты после «Нет»</translation>
    </message>
    <message>
        <source>None of the offered cards is in the database: answer from the quotes you have.</source>
        <translation>Ни одной из предлагаемых карт нет в базе данных: отвечайте по имеющимся у вас предложениям.</translation>
    </message>
    <message>
        <source>No price is on record for the offered cards: answer from the quotes you have.</source>
        <translation>Для предлагаемых карт нет известных цен: отвечайте по имеющимся у вас предложениям.</translation>
    </message>
    <message>
        <source>Enter your budget on the left and GPU Advisor will suggest an answer from these prices.</source>
        <translation>Введите бюджет слева, и GPU Advisor предложит ответ на основе этих цен.</translation>
    </message>
    <message>
        <source>Suggested: Yes — the cheapest offer, the %1 at %2 (%3), fits your %4 budget.</source>
        <translation>Предлагается: «Да» — самое дешёвое предложение, %1 за %2 (%3), укладывается в ваш бюджет %4.</translation>
    </message>
    <message>
        <source>Suggested: Yes — the %1 at %2 (%3) fits your %4 budget.</source>
        <translation>Предлагается: «Да» — %1 за %2 (%3) укладывается в ваш бюджет %4.</translation>
    </message>
    <message>
        <source>Suggested: No — even the cheapest offer, the %1 at %2 (%3), is over your %4 budget.</source>
        <translation>Предлагается: «Нет» — даже самое дешёвое предложение, %1 за %2 (%3), превышает ваш бюджет %4.</translation>
    </message>
    <message>
        <source>Suggested: No — the %1 at %2 (%3) is over your %4 budget.</source>
        <translation>Предлагается: «Нет» — %1 за %2 (%3) превышает ваш бюджет %4.</translation>
    </message>
    <message>
        <source>Prices move, so answer either way if you have a better quote.</source>
        <translation>Цены меняются, поэтому отвечайте как считаете нужным, если у вас есть предложение получше.</translation>
    </message>
    <message>
        <source>Question and explanation</source>
        <translation>Вопрос и пояснение</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Что изменилось</translation>
    </message>
</context>
<context>
    <name>RankExplanation</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 what a test counted (&quot;BERT-large samples/s&quot;), %2 its conditions (&quot;Offline; INT8&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>measured %1, model on this test&apos;s scale %2</source>
        <extracomment>%1 the measured value, %2 the model&apos;s figure for the same test, on the test&apos;s scale</extracomment>
        <translation>измерено %1, модель в масштабе этого теста %2</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <extracomment>%1 the full citation of a measured figure: repository, file and commit, or an address</extracomment>
        <translation>Ссылка: %1</translation>
    </message>
    <message>
        <source>Measured beside the estimate</source>
        <translation>Измерения рядом с оценкой</translation>
    </message>
    <message>
        <source>No test on record measured this GPU: the figures here are the model&apos;s estimates alone.</source>
        <translation>Ни один тест из имеющихся не измерял этот GPU: все цифры здесь — только оценки модели.</translation>
    </message>
    <message>
        <source>Each test counts in a unit of its own. The model&apos;s figure for a test is its estimate put on that test&apos;s scale by the other GPUs the test measured, so it can differ from the estimate above.</source>
        <translation>Каждый тест считает в своих единицах. Цифра модели для теста — её оценка, приведённая к масштабу этого теста по другим GPU, которые он измерил, поэтому она может отличаться от оценки выше.</translation>
    </message>
    <message>
        <source>No test on record measured this GPU on %1; measurements on other workloads:</source>
        <extracomment>%1 a workload (&quot;8-bit inference&quot;)</extracomment>
        <translation>Ни один тест из имеющихся не измерял этот GPU на задаче «%1»; измерения на других задачах:</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Входные данные</translation>
    </message>
    <message>
        <source>Matrix rate</source>
        <translation>Скорость матричных операций</translation>
    </message>
    <message>
        <source>%1 TFLOPS (%2)</source>
        <translation>%1 TFLOPS (%2)</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Пропускная способность памяти</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>Кэш L2</translation>
    </message>
    <message>
        <source>%1 MB (effective %2 MB)</source>
        <translation>%1 МБ (эффективно %2 МБ)</translation>
    </message>
    <message>
        <source>Factors on the memory-bound part</source>
        <translation>Множители для части, ограниченной памятью</translation>
    </message>
    <message>
        <source>L2 cache gain</source>
        <translation>Выигрыш от кэша L2</translation>
    </message>
    <message>
        <source>Shared-memory traffic</source>
        <translation>Трафик разделяемой памяти</translation>
    </message>
    <message>
        <source>Tensor Memory Accelerator</source>
        <translation>Tensor Memory Accelerator</translation>
    </message>
    <message>
        <source>Bytes per element</source>
        <translation>Байт на элемент</translation>
    </message>
    <message>
        <source>Software (ROCm)</source>
        <translation>Программная поддержка (ROCm)</translation>
    </message>
    <message>
        <source>Batch sized to memory</source>
        <translation>Размер батча по объёму памяти</translation>
    </message>
    <message>
        <source>Time per unit of work (the %1 = 1.000)</source>
        <translation>Время на единицу работы (%1 = 1.000)</translation>
    </message>
    <message>
        <source>compute %1 + memory %2 + overhead %3 = %4, so %5 × the reference&apos;s throughput.</source>
        <translation>вычисления %1 + память %2 + накладные расходы %3 = %4, то есть %5 × от пропускной способности эталона.</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 Вт</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Мощность</translation>
    </message>
    <message>
        <source>Matrix units at the peak clock</source>
        <translation>Матричные блоки на пиковой частоте</translation>
    </message>
    <message>
        <source>Memory at full bandwidth</source>
        <translation>Память на полной пропускной способности</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>Мощность платы</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>%1 MHz, %2% of the rated boost clock</source>
        <extracomment>%1 a clock in MHz, %2 a percentage</extracomment>
        <translation>%1 МГц, %2% от номинальной частоты Boost</translation>
    </message>
    <message>
        <source>%1% of the rated boost clock</source>
        <translation>%1% от номинальной частоты Boost</translation>
    </message>
    <message>
        <source>Sustained clock</source>
        <translation>Устойчивая частота</translation>
    </message>
    <message>
        <source>8-bit formats</source>
        <translation>8-битные форматы</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Software assumption</source>
        <translation>Допущение о ПО</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>Стоимость владения</translation>
    </message>
    <message>
        <source>No price on record as of %1, so no cost of ownership.</source>
        <translation>Нет известной цены на %1, поэтому стоимость владения не рассчитана.</translation>
    </message>
    <message>
        <source>No price on record, so no cost of ownership.</source>
        <translation>Нет известной цены, поэтому стоимость владения не рассчитана.</translation>
    </message>
    <message>
        <source>Every metric</source>
        <translation>Все метрики</translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <translation>%1 × (%2)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>не оценено</translation>
    </message>
    <message>
        <source>%1, typically off by %2</source>
        <extracomment>%1 an estimate with what bounds it, %2 the model&apos;s typical error on the workload (a percentage)</extracomment>
        <translation>%1, обычная ошибка %2</translation>
    </message>
    <message>
        <source>%1: %2 × the %3</source>
        <translation>%1: %2 × относительно %3</translation>
    </message>
    <message>
        <source>How the model arrives at the estimate</source>
        <translation>Как модель приходит к оценке</translation>
    </message>
    <message>
        <source>The model adds up the time one unit of work takes: a compute part that scales with the matrix rate, a memory part that scales with the effective bandwidth, and a fixed overhead. On this GPU the work is %1.</source>
        <translation>Модель складывает время на одну единицу работы: вычислительную часть, которая масштабируется со скоростью матричных операций, часть памяти, которая масштабируется с эффективной пропускной способностью, и фиксированные накладные расходы. На этом GPU работа %1.</translation>
    </message>
    <message>
        <source>A complete computer counts as itself: no desktop is added to it.</source>
        <translation>Готовый компьютер учитывается сам по себе: к нему ничего не добавляется.</translation>
    </message>
    <message>
        <source>The rest of the desktop is the build planner&apos;s parts for the machine this card needs, priced as of %1.</source>
        <extracomment>%1 is a month such as 2026-10, or &quot;the latest prices&quot;</extracomment>
        <translation>Остальной компьютер — комплектующие планировщика сборки для машины, нужной этой карте, по ценам на %1.</translation>
    </message>
    <message>
        <source>the latest prices</source>
        <translation>последние цены</translation>
    </message>
    <message>
        <source>The rest of the desktop is your own price.</source>
        <translation>Остальной компьютер — по вашей цене.</translation>
    </message>
    <message>
        <source>The rest of the desktop is the 2023 post&apos;s.</source>
        <translation>Остальной компьютер — как в статье 2023 года.</translation>
    </message>
    <message>
        <source>GPU %1 (%2, dated %3) + rest of the desktop %4 + electricity %5 (%6 W for %7 years)%11 = %8. Relative performance per %9: %10.</source>
        <extracomment>%11 is empty or &quot; − expected resale $X&quot; (the resale taken off the cost)</extracomment>
        <translation>GPU %1 (%2, от %3) + остальной компьютер %4 + электроэнергия %5 (%6 Вт за %7 г.)%11 = %8. Относительная производительность на %9: %10.</translation>
    </message>
    <message>
        <source> − expected resale %1</source>
        <translation> − ожидаемая цена перепродажи %1</translation>
    </message>
</context>
<context>
    <name>Ranking</name>
    <message>
        <source>min-vram must be from 0 to 100000 GB (got %1)</source>
        <extracomment>&quot;min-vram&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение min-vram должно быть от 0 до 100000 ГБ (получено %1)</translation>
    </message>
    <message>
        <source>limit must be 0 or more (got %1)</source>
        <extracomment>&quot;limit&quot; is a command-line option name: keep it untranslated; %1 is the value given</extracomment>
        <translation>значение limit должно быть не меньше 0 (получено %1)</translation>
    </message>
    <message>
        <source>the reference GPU &quot;%1&quot; is not in the database</source>
        <extracomment>%1 is a GPU name</extracomment>
        <translation>эталонного GPU «%1» нет в базе данных</translation>
    </message>
</context>
<context>
    <name>RankingChart</name>
    <message>
        <source>&amp;Bars:</source>
        <translation>Стол&amp;бцы:</translation>
    </message>
    <message>
        <source>as fit</source>
        <translation>сколько поместится</translation>
    </message>
    <message>
        <source>Number of GPUs to draw</source>
        <translation>Количество GPU на графике</translation>
    </message>
    <message>
        <source>How many of the best GPUs to draw; the lowest setting draws as many as fit</source>
        <translation>Сколько лучших GPU показать; при минимальном значении — столько, сколько поместится</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The wizard&apos;s pick</source>
        <translation>Выбор мастера</translation>
    </message>
    <message>
        <source>%1: %2 × the %3 on %4</source>
        <translation>%1: %2 × относительно %3 на %4</translation>
    </message>
    <message>
        <source>%1: %2 relative performance per %3 of total cost</source>
        <translation>%1: %2 относительной производительности на %3 полной стоимости</translation>
    </message>
    <message>
        <source>The wizard recommends this GPU.</source>
        <translation>Мастер рекомендует этот GPU.</translation>
    </message>
    <message>
        <source>Relative performance (%1 = 1.00)</source>
        <translation>Относительная производительность (%1 = 1.00)</translation>
    </message>
    <message>
        <source>GPUs launched by %1.</source>
        <translation>GPU, выпущенные до %1.</translation>
    </message>
    <message>
        <source>Performance: model estimate, %1, at the same batch size on every GPU.</source>
        <translation>Производительность: оценка по модели, %1, при одинаковом размере батча на всех GPU.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Показано: %1.</translation>
    </message>
    <message>
        <source>No GPU matches the filters.</source>
        <translation>Ни один GPU не подходит под фильтры.</translation>
    </message>
    <message>
        <source>No GPU that matches the filters has a price for this month.</source>
        <translation>Ни у одного GPU, подходящего под фильтры, нет цены на этот месяц.</translation>
    </message>
    <message>
        <source>Relative performance: %1</source>
        <translation>Относительная производительность: %1</translation>
    </message>
    <message>
        <source>Best %1 of %2 GPUs, and the pick</source>
        <translation>Лучшие %1 из %2 GPU и выбор мастера</translation>
    </message>
    <message>
        <source>Best %1 of %2 GPUs</source>
        <translation>Лучшие %1 из %2 GPU</translation>
    </message>
    <message>
        <source>Performance per %1: %2</source>
        <translation>Производительность на %1: %2</translation>
    </message>
    <message>
        <source>Relative performance per %1 of total cost</source>
        <translation>Относительная производительность на %1 полной стоимости</translation>
    </message>
    <message>
        <source>Best %1 of %2 priced GPUs, and the pick</source>
        <translation>Лучшие %1 из %2 GPU с ценой и выбор мастера</translation>
    </message>
    <message>
        <source>Best %1 of %2 priced GPUs</source>
        <translation>Лучшие %1 из %2 GPU с ценой</translation>
    </message>
    <message>
        <source>Selected in the table</source>
        <translation>Выбран в таблице</translation>
    </message>
    <message>
        <source>Best %1 of %2, and the pick</source>
        <translation>Лучшие %1 из %2 и выбор мастера</translation>
    </message>
    <message>
        <source>Best %1 of %2</source>
        <translation>Лучшие %1 из %2</translation>
    </message>
    <message>
        <source>Relative performance</source>
        <translation>Относительная производительность</translation>
    </message>
    <message>
        <source>Performance per %1</source>
        <translation>Производительность на %1</translation>
    </message>
</context>
<context>
    <name>RecommendationSession</name>
    <message>
        <source>no price on record</source>
        <extracomment>Stands for a price in &quot;what changed&quot; when none is on record.</extracomment>
        <translation>цены в базе нет</translation>
    </message>
    <message>
        <source>The chart asks another question at question %1 now: answer it.</source>
        <extracomment>%1 is a question&apos;s number.</extracomment>
        <translation>Теперь на месте вопроса %1 схема задаёт другой вопрос: ответьте на него.</translation>
    </message>
    <message>
        <source>You answered &quot;%1&quot; to question %2 when the %3 cost %4; with the new data it costs %5. Answer it again.</source>
        <extracomment>%1 is the user&apos;s answer (yes or no), %2 a question&apos;s number, %3 the cards it asks about, %4 and %5 prices (or &quot;no price on record&quot;).</extracomment>
        <translation>Вы ответили «%1» на вопрос %2, когда %3 стоила %4; по новым данным она стоит %5. Ответьте на него снова.</translation>
    </message>
    <message>
        <source>You answered &quot;%1&quot; to question %2 when it asked about the %3 at %4; with the new data it asks about the %5 at %6. Answer it again.</source>
        <extracomment>%1 is the user&apos;s answer (yes or no), %2 a question&apos;s number, %3 and %5 the cards it asked about then and asks about now, %4 and %6 their prices (or &quot;no price on record&quot;).</extracomment>
        <translation>Вы ответили «%1» на вопрос %2, когда он спрашивал о %3 за %4; по новым данным он спрашивает о %5 за %6. Ответьте на него снова.</translation>
    </message>
    <message>
        <source>Your saved answers stop at question %1, about prices: answer it for the cards and prices on record now.</source>
        <extracomment>%1 is a question&apos;s number.</extracomment>
        <translation>Сохранённые ответы заканчиваются на вопросе %1 — о ценах: ответьте на него по картам и ценам, которые в базе сейчас.</translation>
    </message>
</context>
<context>
    <name>RecommendationSummary</name>
    <message>
        <source>Chart: %1, %2</source>
        <extracomment>%1 is the chart&apos;s title, %2 the date of its edition.</extracomment>
        <translation>Схема: %1, %2</translation>
    </message>
    <message>
        <source>Chart: today&apos;s picks as of %1, by the rules behind %2 (%3)</source>
        <extracomment>%1 is a month (YYYY-MM), %2 the chart&apos;s title, %3 the date of its edition.</extracomment>
        <translation>Схема: выбор на %1 по правилам, стоящим за «%2» (%3)</translation>
    </message>
    <message>
        <source>[used]</source>
        <extracomment>Follows the title of a recommendation for second-hand cards.</extracomment>
        <translation>[б/у]</translation>
    </message>
    <message>
        <source>%1 GB %2, %3 GB/s, %4 W</source>
        <extracomment>A GPU&apos;s specs: %1 memory in GB, %2 memory type (GDDR6X), %3 memory bandwidth, %4 board power.</extracomment>
        <translation>%1 ГБ %2, %3 ГБ/с, %4 Вт</translation>
    </message>
    <message>
        <source>%1, no price on record</source>
        <extracomment>%1 is a GPU&apos;s specs.</extracomment>
        <translation>%1, цена неизвестна</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 is a GPU&apos;s specs, %2 its price with its date, source and kind.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Today&apos;s picks by the rules behind the post&apos;s picks, as of %1.</source>
        <extracomment>%1 is a month (YYYY-MM).</extracomment>
        <translation>Выбор на сегодня по правилам, стоящим за выбором статьи, на %1.</translation>
    </message>
    <message>
        <source>What to do next</source>
        <extracomment>Heading of the advice that comes with a recommendation.</extracomment>
        <translation>Что делать дальше</translation>
    </message>
    <message>
        <source>%1 used as of %2 (%3)</source>
        <extracomment>%1 a price in dollars, %2 its month (YYYY-MM), %3 where the price comes from.</extracomment>
        <translation>цена б/у %1 на %2 (%3)</translation>
    </message>
    <message>
        <source>%1 new as of %2 (%3)</source>
        <extracomment>%1 a price in dollars, %2 its month (YYYY-MM), %3 where the price comes from.</extracomment>
        <translation>цена новой карты %1 на %2 (%3)</translation>
    </message>
    <message>
        <source>%1; %2, %3</source>
        <extracomment>%1 is a price and its date, %2 what the price is (&quot;used · average sold price&quot;), %3 its age.</extracomment>
        <translation>%1; %2, %3</translation>
    </message>
    <message>
        <source>%1 [no used price on record]</source>
        <extracomment>%1 is a price; the pick is a used card, but only a new price is known.</extracomment>
        <translation>%1 [цена б/у неизвестна]</translation>
    </message>
    <message>
        <source>%1 [no new price on record]</source>
        <extracomment>%1 is a price; the pick is a new card, but only a used price is known.</extracomment>
        <translation>%1 [цена новой карты неизвестна]</translation>
    </message>
    <message>
        <source>How this was chosen</source>
        <extracomment>Heading of how today&apos;s pick was chosen.
----------
Label of the rule that chose the recommended cards, in words.</extracomment>
        <translation>Как сделан выбор</translation>
    </message>
    <message>
        <source>Not ranked, no recent price on record</source>
        <extracomment>Label of a list of GPU names that would qualify but have no recent price.</extracomment>
        <translation>Не ранжируются, нет свежей цены</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The post picked the same card in January 2023.</source>
        <translation>В январе 2023 года статья выбрала ту же карту.</translation>
    </message>
    <message>
        <source>The post&apos;s own pick (January 2023), at its price on record</source>
        <translation>Собственный выбор статьи (январь 2023 года) по цене из базы</translation>
    </message>
    <message>
        <source>Also consider</source>
        <extracomment>Heading of a list of other GPUs worth a look.</extracomment>
        <translation>Также стоит рассмотреть</translation>
    </message>
    <message>
        <source>Other cards from the same branch of the chart, to compare or if the pick above is hard to find.</source>
        <translation>Другие карты из той же ветви схемы — для сравнения или если выбранную выше трудно найти.</translation>
    </message>
    <message>
        <source>Over your %1 budget, so not shown: %2.</source>
        <extracomment>%1 is the budget such as $1,000, %2 a list of graphics cards.</extracomment>
        <translation>Дороже вашего бюджета %1, поэтому не показаны: %2.</translation>
    </message>
    <message>
        <source>Your budget</source>
        <extracomment>Heading of the recommended cards&apos; prices against the user&apos;s budget.</extracomment>
        <translation>Ваш бюджет</translation>
    </message>
    <message>
        <source>card %1 of your %2</source>
        <extracomment>%1 is a card&apos;s price, %2 the user&apos;s budget for the card: &quot;card $1,199 of your $1,500&quot;.</extracomment>
        <translation>карта %1 из ваших %2</translation>
    </message>
    <message>
        <source>%1 over your %2 budget</source>
        <extracomment>%1 is how much a card&apos;s price is over the budget, %2 the budget.</extracomment>
        <translation>на %1 больше вашего бюджета %2</translation>
    </message>
    <message>
        <source>%1; whole build %2</source>
        <extracomment>Follows &quot;card $1,199 of your $1,500&quot;: what the card and the machine around it cost.</extracomment>
        <translation>%1; вся сборка %2</translation>
    </message>
    <message>
        <source>no current offer to set against your %1 budget: the last price, %2, is %3</source>
        <extracomment>%1 is the user&apos;s budget for the card, %2 the last price on record, %3 its age (&quot;37 months old&quot;).</extracomment>
        <translation>нет текущего предложения для сравнения с вашим бюджетом %1: последняя цена %2 была %3</translation>
    </message>
    <message>
        <source>No current offer</source>
        <extracomment>A card whose only price on record is too old to be an offer; the budget is said elsewhere.</extracomment>
        <translation>Нет текущего предложения</translation>
    </message>
    <message>
        <source>Within budget</source>
        <extracomment>A card&apos;s price is within the budget, which is said elsewhere.</extracomment>
        <translation>В пределах бюджета</translation>
    </message>
    <message>
        <source>%1 over budget</source>
        <extracomment>%1 is how much a card&apos;s price is over the budget, which is said elsewhere.</extracomment>
        <translation>Сверх бюджета на %1</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>%1: a row could not be copied: %2</source>
        <extracomment>%1 is a database table name, %2 the error the database reported.</extracomment>
        <translation>%1: не удалось скопировать строку: %2</translation>
    </message>
    <message>
        <source>%1: reading stopped early: %2</source>
        <extracomment>%1 is a database table name, %2 the error the database reported.</extracomment>
        <translation>%1: чтение прервалось досрочно: %2</translation>
    </message>
    <message>
        <source>%1 already exists; choose a new file for the recovered database</source>
        <translation>%1 уже существует; выберите новый файл для восстановленной базы данных</translation>
    </message>
    <message>
        <source>%1 cannot be opened at all: %2</source>
        <extracomment>%1 is the damaged database file, %2 the error the database reported.</extracomment>
        <translation>%1 вообще не удаётся открыть: %2</translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <extracomment>%1 is the error met while reading the GPUs of the damaged database.</extracomment>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>prices: %1</source>
        <extracomment>%1 is the error met while reading the prices of the damaged database.</extracomment>
        <translation>цены: %1</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot;: %2</source>
        <extracomment>%1 is a GPU name, %2 why it could not be written.</extracomment>
        <translation>GPU «%1»: %2</translation>
    </message>
    <message>
        <source>price of %1 on %2: %3</source>
        <extracomment>%1 is a GPU name, %2 a date, %3 why the price could not be written.</extracomment>
        <translation>цена %1 на %2: %3</translation>
    </message>
    <message>
        <source>%1 price(s) of GPUs whose rows could not be read</source>
        <extracomment>%1 counts prices whose GPU could not be read from the damaged database.</extracomment>
        <translation>цен GPU, строки которых не удалось прочитать: %1</translation>
    </message>
</context>
<context>
    <name>ResaleModel</name>
    <message>
        <source>Consumer</source>
        <translation>Потребительский</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Рабочие станции</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>Дата-центры</translation>
    </message>
    <message>
        <source>no fit for complete computers, only for cards</source>
        <extracomment>Why a complete computer&apos;s cost of ownership counts no resale</extracomment>
        <translation>для готовых компьютеров аппроксимации нет, только для карт</translation>
    </message>
    <message>
        <source>no launch price or release date on record to scale the fit by</source>
        <extracomment>Why a card&apos;s cost of ownership counts no resale</extracomment>
        <translation>нет сведений о цене на старте продаж или дате выхода, по которым масштабируется аппроксимация</translation>
    </message>
    <message>
        <source>too few dated second-hand prices of %1 cards to fit</source>
        <extracomment>Why a card&apos;s cost of ownership counts no resale; %1 is a class of cards, e.g. &quot;Datacenter NVIDIA&quot;</extracomment>
        <translation>слишком мало датированных цен б/у карт класса «%1» для аппроксимации</translation>
    </message>
    <message>
        <source>the fit for %1 cards could not be checked on later prices</source>
        <extracomment>Why a card&apos;s cost of ownership counts no resale; %1 is a class of cards, e.g. &quot;Consumer AMD&quot;</extracomment>
        <translation>аппроксимацию для карт класса «%1» не удалось проверить на более поздних ценах</translation>
    </message>
    <message>
        <source>%1 months old when sold, older than the fit reaches (%2 months)</source>
        <extracomment>Why a card&apos;s cost of ownership counts no resale; %1 and %2 are ages in months</extracomment>
        <translation>%1 мес. на момент продажи — больше, чем охватывает аппроксимация (%2 мес.)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A class of cards: %1 is the segment (&quot;Consumer&quot;), %2 the vendor (&quot;NVIDIA&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no resale counted: %1</source>
        <extracomment>A cost of ownership&apos;s resale line when none is counted; %1 says why</extracomment>
        <translation>перепродажа не учитывается: %1</translation>
    </message>
    <message>
        <source>expected resale after %1: −%2 (estimate, typically within ±%3)</source>
        <extracomment>A cost of ownership&apos;s resale line; %1 the years (&quot;5 years&quot;), %2 the amount, %3 the typical error (&quot;25%&quot;)</extracomment>
        <translation>ожидаемая цена перепродажи через %1: −%2 (оценка, обычно в пределах ±%3)</translation>
    </message>
    <message>
        <source>no resale counted: kept until it stops working</source>
        <extracomment>A cost of ownership&apos;s resale line in the what-if &quot;keep it until it dies&quot;</extracomment>
        <translation>перепродажа не учитывается: используется до отказа</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>Kind of result</source>
        <translation>Тип результата</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Recommended cards</source>
        <translation>Рекомендуемые карты</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Что делать дальше</translation>
    </message>
    <message>
        <source>Rent or buy: the break-even rule</source>
        <translation>Арендовать или купить: правило окупаемости</translation>
    </message>
    <message>
        <source>Rent or buy</source>
        <translation>Арендовать или купить</translation>
    </message>
    <message>
        <source>Renting pays for sporadic work: a few hours every couple of days, with no large dataset to keep next to the GPU. For steady use, owning wins. In the post&apos;s example a one-GPU desktop pays for itself against a rented cloud GPU after about 300 days at 15% utilisation, so if you will do deep learning for more than about a year, a desktop is cheaper.</source>
        <translation>Аренда выгодна при эпизодической работе: несколько часов раз в пару дней и без большого набора данных, который нужно держать рядом с GPU. При постоянном использовании выигрывает покупка. В примере из статьи ПК с одним GPU окупается по сравнению с арендой облачного GPU примерно через 300 дней при загрузке 15%, так что если вы будете заниматься глубоким обучением дольше года, свой ПК обойдётся дешевле.</translation>
    </message>
    <message>
        <source>Cards you turned down on the way</source>
        <translation>Карты, от которых вы отказались по пути</translation>
    </message>
    <message>
        <source>You answered that these were beyond your budget. If one of them comes within reach, click its question in the list on the left to change the answer.</source>
        <translation>Вы ответили, что они не вписываются в ваш бюджет. Если какая-то из них станет доступной, щёлкните её вопрос в списке слева, чтобы изменить ответ.</translation>
    </message>
    <message>
        <source>Cards you turned down</source>
        <translation>Отклонённые карты</translation>
    </message>
    <message>
        <source>Also consider</source>
        <translation>Также стоит рассмотреть</translation>
    </message>
    <message>
        <source>Other cards from the same branch of the chart, to compare or if the pick above is hard to find.</source>
        <translation>Другие карты из той же ветви схемы — для сравнения или если выбранную выше трудно найти.</translation>
    </message>
    <message>
        <source>About this chart</source>
        <translation>Об этой схеме</translation>
    </message>
    <message>
        <source>%1, edition of %2
Source: %3</source>
        <translation>%1, редакция от %2
Источник: %3</translation>
    </message>
    <message>
        <source>Recommended GPUs</source>
        <translation>Рекомендуемые GPU</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>Рекомендуемый GPU</translation>
    </message>
    <message>
        <source>Rent in the cloud</source>
        <translation>Аренда в облаке</translation>
    </message>
    <message>
        <source>No viable option</source>
        <translation>Подходящего варианта нет</translation>
    </message>
    <message>
        <source>No simple answer</source>
        <translation>Простого ответа нет</translation>
    </message>
    <message>
        <source>Price warning</source>
        <extracomment>Accessible name of the warning that the prices behind a recommendation are old.</extracomment>
        <translation>Предупреждение о ценах</translation>
    </message>
    <message>
        <source>The post&apos;s pick</source>
        <extracomment>Accessible name of the cards the 2023 post picked, shown beside today&apos;s pick.</extracomment>
        <translation>Выбор статьи</translation>
    </message>
    <message>
        <source>Best card within your budget</source>
        <translation>Лучшая карта в пределах вашего бюджета</translation>
    </message>
</context>
<context>
    <name>RuleSources</name>
    <message>
        <source>Dettmers, “Which GPU(s) to Get for Deep Learning” (2023)</source>
        <translation>Деттмерс, «Which GPU(s) to Get for Deep Learning» (2023)</translation>
    </message>
    <message>
        <source>Dettmers, the same post’s 2019 edition</source>
        <translation>Деттмерс, издание той же статьи 2019 года</translation>
    </message>
    <message>
        <source>Dive into Deep Learning, “Selecting Servers and GPUs”</source>
        <translation>Dive into Deep Learning, «Selecting Servers and GPUs»</translation>
    </message>
    <message>
        <source>Yihui Ren, “Guides On Choosing Deep Learning Server” (2019)</source>
        <translation>Yihui Ren, «Guides On Choosing Deep Learning Server» (2019)</translation>
    </message>
    <message>
        <source>Dettmers, a post on building a multi-GPU cluster (2014)</source>
        <translation>Деттмерс, статья о сборке кластера из нескольких GPU (2014)</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the names of two source documents</extracomment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>SafeText</name>
    <message>
        <source>line %1, column %2: text may not hold control characters, line breaks or direction marks: &quot;%3&quot;</source>
        <extracomment>%1 is a line number, %2 a column&apos;s name (not translated), %3 the text with the characters shown as codes.</extracomment>
        <translation>строка %1, столбец %2: текст не может содержать управляющие символы, переводы строк или знаки направления текста: «%3»</translation>
    </message>
</context>
<context>
    <name>Seeder</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 is a file path, %2 the reason.</extracomment>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>the bundled seed data is invalid: %1</source>
        <extracomment>%1 lists the problems found in the data that ships with the app.</extracomment>
        <translation>встроенные исходные данные некорректны: %1</translation>
    </message>
    <message>
        <source>recording the seed date</source>
        <extracomment>What was being written when the database reported the error that follows.</extracomment>
        <translation>запись даты исходных данных</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>не удаётся прочитать %1</translation>
    </message>
    <message>
        <source>launch month of %1</source>
        <extracomment>What was being written when the database reported the error that follows; %1 is a GPU name.</extracomment>
        <translation>месяц выпуска %1</translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2 at offset %3)</source>
        <extracomment>%1 is a file path, %2 the JSON parser&apos;s error, %3 a character offset.</extracomment>
        <translation>%1: не объект JSON (%2 в позиции %3)</translation>
    </message>
    <message>
        <source>the flowchart has no &quot;%1&quot;</source>
        <extracomment>%1 is the name of a JSON member (not translated).</extracomment>
        <translation>в схеме нет «%1»</translation>
    </message>
    <message>
        <source>flowchart</source>
        <extracomment>What was being written when the database reported the error that follows.</extracomment>
        <translation>схема</translation>
    </message>
    <message>
        <source>%1 names the GPU &quot;%2&quot;, which is not in the database</source>
        <extracomment>%1 is e.g. &apos;question &quot;budget&quot;&apos; or &apos;leaf &quot;rtx-3090&quot;&apos;, %2 a GPU name.</extracomment>
        <translation>%1 ссылается на GPU «%2», которого нет в базе данных</translation>
    </message>
    <message>
        <source>a question lacks its key or text</source>
        <translation>у вопроса нет ключа или текста</translation>
    </message>
    <message>
        <source>question &quot;%1&quot;</source>
        <extracomment>A flowchart question named by its key (an identifier).</extracomment>
        <translation>вопрос «%1»</translation>
    </message>
    <message>
        <source>a leaf lacks its key, title or text</source>
        <translation>у листа нет ключа, заголовка или текста</translation>
    </message>
    <message>
        <source>leaf &quot;%1&quot; has the kind &quot;%2&quot;; expected %3, %4, %5 or %6</source>
        <extracomment>%1 is a leaf&apos;s key, %2 the kind it has; %3 to %6 are the kinds allowed (not translated).</extracomment>
        <translation>лист «%1» имеет тип «%2»; ожидается %3, %4, %5 или %6</translation>
    </message>
    <message>
        <source>leaf &quot;%1&quot;</source>
        <extracomment>A flowchart leaf named by its key (an identifier).</extracomment>
        <translation>лист «%1»</translation>
    </message>
    <message>
        <source>node &quot;%1&quot; names the unknown question &quot;%2&quot;</source>
        <translation>узел «%1» ссылается на неизвестный вопрос «%2»</translation>
    </message>
    <message>
        <source>node &quot;%1&quot; names the unknown leaf &quot;%2&quot;</source>
        <translation>узел «%1» ссылается на неизвестный лист «%2»</translation>
    </message>
    <message>
        <source>node &quot;%1&quot;</source>
        <extracomment>A flowchart node named by its key (an identifier).</extracomment>
        <translation>узел «%1»</translation>
    </message>
    <message>
        <source>node &quot;%1&quot; sends &quot;%2&quot; to the unknown node &quot;%3&quot;</source>
        <extracomment>%1 and %3 are node keys, %2 the answer &quot;yes&quot; or &quot;no&quot; (not translated).</extracomment>
        <translation>узел «%1» при ответе «%2» ведёт к неизвестному узлу «%3»</translation>
    </message>
    <message>
        <source>edge from &quot;%1&quot;</source>
        <extracomment>A branch of the flowchart, named by the key of the node it leaves.</extracomment>
        <translation>ветвь из «%1»</translation>
    </message>
    <message>
        <source>the root &quot;%1&quot; is not one of the nodes</source>
        <translation>корневой узел «%1» не входит в число узлов</translation>
    </message>
    <message>
        <source>root</source>
        <extracomment>What was being written (the flowchart&apos;s first node) when the database reported the error that follows.</extracomment>
        <translation>корневой узел</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <extracomment>%1 is the name of a JSON member (not translated).</extracomment>
        <translation>«%1» не является объектом</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; is not named by a language code such as &quot;ru&quot;</source>
        <extracomment>%1 is the name the definition gives a translation; &quot;ru&quot; is an example (not translated).</extracomment>
        <translation>перевод «%1» назван не кодом языка вроде «ru»</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; is not an object</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;.</extracomment>
        <translation>перевод «%1» не является объектом</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; has the unknown field &quot;%2&quot;</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a field&apos;s name (an identifier).</extracomment>
        <translation>в переводе «%1» есть неизвестное поле «%2»</translation>
    </message>
    <message>
        <source>in the translation &quot;%1&quot;, &quot;%2&quot; is not an object</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a field&apos;s name (an identifier).</extracomment>
        <translation>в переводе «%1» значение «%2» не является объектом</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; names the unknown question &quot;%2&quot;</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a question&apos;s key (an identifier).</extracomment>
        <translation>перевод «%1» ссылается на неизвестный вопрос «%2»</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; names the unknown leaf &quot;%2&quot;</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a leaf&apos;s key (an identifier).</extracomment>
        <translation>перевод «%1» ссылается на неизвестный лист «%2»</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; of question &quot;%2&quot; is not an object</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a question&apos;s key (an identifier).</extracomment>
        <translation>перевод «%1» для вопроса «%2» не является объектом</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; of leaf &quot;%2&quot; is not an object</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a leaf&apos;s key (an identifier).</extracomment>
        <translation>перевод «%1» для листа «%2» не является объектом</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; of question &quot;%2&quot; has the unknown field &quot;%3&quot;</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a question&apos;s key, %3 a field&apos;s name (identifiers).</extracomment>
        <translation>в переводе «%1» для вопроса «%2» есть неизвестное поле «%3»</translation>
    </message>
    <message>
        <source>the translation &quot;%1&quot; of leaf &quot;%2&quot; has the unknown field &quot;%3&quot;</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a leaf&apos;s key, %3 a field&apos;s name (identifiers).</extracomment>
        <translation>в переводе «%1» для листа «%2» есть неизвестное поле «%3»</translation>
    </message>
    <message>
        <source>translation &quot;%1&quot;</source>
        <extracomment>What was being written when the database reported the error that follows; %1 is a language code such as &quot;ru&quot;.</extracomment>
        <translation>перевод «%1»</translation>
    </message>
    <message>
        <source>in the translation &quot;%1&quot; of question &quot;%2&quot;, &quot;%3&quot; is empty or not a text</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a question&apos;s key, %3 a field&apos;s name (identifiers).</extracomment>
        <translation>в переводе «%1» для вопроса «%2» поле «%3» пустое или не является текстом</translation>
    </message>
    <message>
        <source>in the translation &quot;%1&quot; of leaf &quot;%2&quot;, &quot;%3&quot; is empty or not a text</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a leaf&apos;s key, %3 a field&apos;s name (identifiers).</extracomment>
        <translation>в переводе «%1» для листа «%2» поле «%3» пустое или не является текстом</translation>
    </message>
    <message>
        <source>in the translation &quot;%1&quot;, &quot;%2&quot; is empty or not a text</source>
        <extracomment>%1 is a language code such as &quot;ru&quot;, %2 a field&apos;s name (an identifier).</extracomment>
        <translation>в переводе «%1» поле «%2» пустое или не является текстом</translation>
    </message>
    <message>
        <source>the rule of a flowchart leaf</source>
        <extracomment>What was being written when the database reported the error that follows.</extracomment>
        <translation>правило листа схемы</translation>
    </message>
    <message>
        <source>the rule of leaf &quot;%1&quot; cannot be read: %2</source>
        <extracomment>%1 is a leaf&apos;s key, %2 what is wrong with the rule behind its pick.</extracomment>
        <translation>не удаётся прочитать правило листа &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>boost clock of %1</source>
        <extracomment>What was being written when the database reported the error that follows; %1 is a GPU name.</extracomment>
        <translation>частота Boost %1</translation>
    </message>
    <message>
        <source>recording the date of the bundled data</source>
        <extracomment>What was being written when the database reported the error that follows.</extracomment>
        <translation>запись даты встроенных данных</translation>
    </message>
</context>
<context>
    <name>SoftwareReadiness</name>
    <message>
        <source>supported</source>
        <translation>поддерживается</translation>
    </message>
    <message>
        <source>works unofficially</source>
        <translation>работает неофициально</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>не поддерживается</translation>
    </message>
    <message>
        <source>unknown stack &quot;%1&quot;: give a stack and a system, such as vllm-linux; the stacks are %2; the systems linux, windows and macos</source>
        <extracomment>%1 is what the user gave, %2 lists the stacks (identifiers, not translated), %3 the systems.</extracomment>
        <translation>неизвестный стек «%1»: укажите стек и систему, например vllm-linux; стеки: %2; системы: linux, windows и macos</translation>
    </message>
    <message>
        <source>a GPU name</source>
        <translation>название GPU</translation>
    </message>
    <message>
        <source>a compute target such as sm_120 or gfx1100</source>
        <translation>вычислительная архитектура, например sm_120 или gfx1100</translation>
    </message>
    <message>
        <source>where the target comes from</source>
        <translation>откуда взята архитектура</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; is given twice</source>
        <extracomment>%1 is a line number, %2 a GPU name.</extracomment>
        <translation>строка %1: «%2» указан дважды</translation>
    </message>
    <message>
        <source>where the state comes from</source>
        <translation>откуда взято состояние</translation>
    </message>
    <message>
        <source>line %1: %2, %3, %4 is given twice</source>
        <extracomment>%1 is a line number; %2 to %4 name a row (target, stack, system; not translated).</extracomment>
        <translation>строка %1: %2, %3, %4 указано дважды</translation>
    </message>
    <message>
        <source>since %1 (%2)</source>
        <extracomment>%1 a stack or toolkit version (&quot;2.7&quot;, &quot;ROCm 6.4.1&quot;), %2 its release day (YYYY-MM-DD).</extracomment>
        <translation>с %1 (%2)</translation>
    </message>
    <message>
        <source>since %1</source>
        <extracomment>%1 a stack or toolkit version (&quot;2.7&quot;, &quot;ROCm 6.4.1&quot;).
----------
%1 a day (YYYY-MM-DD).</extracomment>
        <translation>с %1</translation>
    </message>
    <message>
        <source>needs %1</source>
        <extracomment>%1 what the stack needs, as its project writes it (&quot;CUDA 12.8&quot;, &quot;ROCm 6.4.1 or newer&quot;; not translated).</extracomment>
        <translation>нужен %1</translation>
    </message>
    <message>
        <source>driver: %1</source>
        <extracomment>%1 the driver it needs, as the project writes it (&quot;R570&quot;, not translated).</extracomment>
        <translation>драйвер: %1</translation>
    </message>
    <message>
        <source>%1 supports this card on %2.</source>
        <extracomment>%1 is a software stack (&quot;vLLM&quot;), %2 a system (&quot;Linux&quot;).</extracomment>
        <translation>%1 поддерживает эту карту в %2.</translation>
    </message>
    <message>
        <source>%1 runs on this card on %2 only unofficially.</source>
        <extracomment>%1 is a software stack (&quot;vLLM&quot;), %2 a system (&quot;Linux&quot;).</extracomment>
        <translation>%1 работает на этой карте в %2 только неофициально.</translation>
    </message>
    <message>
        <source>%1 does not support this card on %2.</source>
        <extracomment>%1 is a software stack (&quot;vLLM&quot;), %2 a system (&quot;Windows&quot;).
----------
%1 is a software stack (&quot;vLLM&quot;), %2 one or more systems (&quot;Windows&quot;).</extracomment>
        <translation>%1 не поддерживает эту карту в %2.</translation>
    </message>
    <message>
        <source>The data does not say whether %1 runs on this card on %2.</source>
        <extracomment>%1 is a software stack (&quot;vLLM&quot;), %2 a system (&quot;Linux&quot;).</extracomment>
        <translation>В данных нет сведений, работает ли %1 на этой карте в %2.</translation>
    </message>
    <message>
        <source>%1 does not support this card.</source>
        <extracomment>%1 is a software stack (&quot;FlashAttention 3&quot;).</extracomment>
        <translation>%1 не поддерживает эту карту.</translation>
    </message>
    <message>
        <source>%1 runs on this card only unofficially.</source>
        <extracomment>%1 is a software stack (&quot;TensorFlow&quot;).</extracomment>
        <translation>%1 работает на этой карте только неофициально.</translation>
    </message>
    <message>
        <source>%1 runs on this card only unofficially on %2.</source>
        <extracomment>%1 is a software stack (&quot;TensorFlow&quot;), %2 one or more systems (&quot;Linux&quot;).</extracomment>
        <translation>%1 работает на этой карте в %2 только неофициально.</translation>
    </message>
    <message>
        <source>%1, checked %2</source>
        <extracomment>%1 where a readiness row comes from (a title and an address), %2 the day it was read (YYYY-MM-DD).</extracomment>
        <translation>%1, проверено %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a state (&quot;supported&quot;), %2 a list of software stacks.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1 is a system (&quot;Linux&quot;), %2 what runs there (&quot;supported: PyTorch, JAX; not supported: ...&quot;).</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>SqlBuildRepository</name>
    <message>
        <source>cannot read the saved builds: %1</source>
        <extracomment>%1 is the error the database reported.</extracomment>
        <translation>не удаётся прочитать сохранённые сборки: %1</translation>
    </message>
    <message>
        <source>the saved build &apos;%1&apos; cannot be read: %2</source>
        <extracomment>%1 is the name the user gave the build, %2 what is wrong with it.</extracomment>
        <translation>сохранённую сборку «%1» не удаётся прочитать: %2</translation>
    </message>
    <message>
        <source>a saved build needs a name</source>
        <translation>у сохранённой сборки должно быть название</translation>
    </message>
    <message>
        <source>the build &apos;%1&apos; is not valid: %2</source>
        <extracomment>%1 is the name the user gave the build, %2 what is wrong with it.</extracomment>
        <translation>сборка «%1» некорректна: %2</translation>
    </message>
    <message>
        <source>cannot save the build &apos;%1&apos;: %2</source>
        <extracomment>%1 is the name the user gave the build, %2 the error the database reported.</extracomment>
        <translation>не удаётся сохранить сборку «%1»: %2</translation>
    </message>
    <message>
        <source>cannot delete the saved build: %1</source>
        <extracomment>%1 is the error the database reported.</extracomment>
        <translation>не удаётся удалить сохранённую сборку: %1</translation>
    </message>
    <message>
        <source>there is no saved build with id %1</source>
        <extracomment>%1 is the build&apos;s number in the database.</extracomment>
        <translation>нет сохранённой сборки с номером %1</translation>
    </message>
</context>
<context>
    <name>SqlCloudRateRepository</name>
    <message>
        <source>cloud GPU name &quot;%1&quot;: %2</source>
        <extracomment>%1 is a cloud catalog&apos;s GPU name, %2 the error the database reported.</extracomment>
        <translation>облачное имя GPU &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number of the file, %2 the error the database reported.</extracomment>
        <translation>строка %1: %2</translation>
    </message>
</context>
<context>
    <name>SqlFlowchartRepository</name>
    <message>
        <source>there is no flowchart &quot;%1&quot; in the database</source>
        <translation>в базе данных нет схемы «%1»</translation>
    </message>
    <message>
        <source>cannot read the cards of question &quot;%1&quot;</source>
        <translation>не удаётся прочитать карты вопроса «%1»</translation>
    </message>
    <message>
        <source>cannot read the cards of leaf &quot;%1&quot;</source>
        <translation>не удаётся прочитать карты листа «%1»</translation>
    </message>
    <message>
        <source>the flowchart &quot;%1&quot; in the database is malformed: %2</source>
        <extracomment>%1 is the flowchart&apos;s key, %2 what is wrong with it.</extracomment>
        <translation>схема «%1» в базе данных некорректна: %2</translation>
    </message>
</context>
<context>
    <name>SqlLlmModelRepository</name>
    <message>
        <source>cannot read the model catalog: %1</source>
        <extracomment>%1 is the error the database reported.</extracomment>
        <translation>не удаётся прочитать каталог моделей: %1</translation>
    </message>
    <message>
        <source>name: the catalog already has a model called &quot;%1&quot;</source>
        <extracomment>%1 is a model&apos;s name; &quot;name&quot; is the field</extracomment>
        <translation>name: в каталоге уже есть модель «%1»</translation>
    </message>
    <message>
        <source>cannot save the model &quot;%1&quot;: %2</source>
        <extracomment>%1 is a model&apos;s name, %2 the error the database reported</extracomment>
        <translation>не удаётся сохранить модель «%1»: %2</translation>
    </message>
    <message>
        <source>the model &quot;%1&quot; is part of the bundled catalog and cannot be changed</source>
        <extracomment>%1 is a model&apos;s name</extracomment>
        <translation>модель «%1» входит во встроенный каталог и не может быть изменена</translation>
    </message>
    <message>
        <source>cannot remove the model: %1</source>
        <extracomment>%1 is the error the database reported.</extracomment>
        <translation>не удаётся удалить модель: %1</translation>
    </message>
    <message>
        <source>only models you added can be removed</source>
        <translation>удалить можно только добавленные вами модели</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a model&apos;s name, %2 what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SqlLlmSpeedRepository</name>
    <message>
        <source>the name of a GPU in the database</source>
        <extracomment>Completes &quot;expected ...&quot; about the device a measured LLM speed names</extracomment>
        <translation>название GPU из базы данных</translation>
    </message>
    <message>
        <source>a weight format the planner knows (Q4_K_M, MXFP4, ...)</source>
        <extracomment>Completes &quot;expected ...&quot; about the weight format of a measured LLM speed</extracomment>
        <translation>формат весов, известный планировщику (Q4_K_M, MXFP4, ...)</translation>
    </message>
    <message>
        <source>a speed above 0 tokens/s</source>
        <extracomment>Completes &quot;expected ...&quot; about a measured speed</extracomment>
        <translation>скорость больше 0 токенов/с</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 a line number, %2 the database&apos;s message</extracomment>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>the bundled LLM speeds are invalid: %1</source>
        <extracomment>%1 lists the problems found in the data that ships with the app.</extracomment>
        <translation>встроенные скорости LLM некорректны: %1</translation>
    </message>
</context>
<context>
    <name>SqlPriceRecorder</name>
    <message>
        <source>only the prices you entered yourself can be removed here, and this one is not (or no longer) in the database</source>
        <translation>здесь можно удалить только цены, введённые вами, а этой нет (или уже нет) в базе данных</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Note</source>
        <extracomment>The label of a note that gives advice</extracomment>
        <translation>Совет</translation>
    </message>
    <message>
        <source>Warning</source>
        <extracomment>The label of a note about something to act on</extracomment>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Critical</source>
        <extracomment>The label of a note that describes something that will not work as planned</extracomment>
        <translation>Критично</translation>
    </message>
</context>
<context>
    <name>TextInput</name>
    <message>
        <source>%1 is not a regular file (it is a device, a pipe or a socket); save the data to a file and import that</source>
        <extracomment>%1 is a file path.</extracomment>
        <translation>%1 — не обычный файл (это устройство, канал или сокет); сохраните данные в файл и импортируйте его</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 is a file, %2 the reason.</extracomment>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most GPU Advisor reads at once; split it into smaller files</source>
        <extracomment>%1 is a file, %2 a size in MiB.</extracomment>
        <translation>%1 больше %2 МиБ — больше, чем GPU Advisor читает за один раз; разделите его на файлы поменьше</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte on line %2: it is not a text file</source>
        <extracomment>%1 is a file, %2 a line number.</extracomment>
        <translation>%1 содержит нулевой байт в строке %2: это не текстовый файл</translation>
    </message>
    <message>
        <source>line %2 of %1 is longer than %3 MiB, the most a line may hold</source>
        <extracomment>%1 is a file, %2 a line number, %3 a size in MiB.</extracomment>
        <translation>строка %2 файла %1 длиннее %3 МиБ — больше, чем может вместить строка</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (line %2 is the first that is not); save it as UTF-8 and try again</source>
        <extracomment>%1 is a file, %2 the first line whose bytes are not UTF-8.</extracomment>
        <translation>%1 — не текст UTF-8 (первая такая строка — %2); сохраните файл в UTF-8 и повторите</translation>
    </message>
</context>
<context>
    <name>UpdateDataDialog</name>
    <message>
        <source>Update data</source>
        <translation>Обновление данных</translation>
    </message>
    <message>
        <source>Address of the data bundle</source>
        <translation>Адрес пакета данных</translation>
    </message>
    <message>
        <source>The address of a manifest.json or of its folder. Preferences keep the address for later updates.</source>
        <translation>Адрес manifest.json или его папки. Для следующих обновлений адрес хранится в настройках.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>Отк&amp;уда:</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Ход загрузки</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Готово к загрузке.</translation>
    </message>
    <message>
        <source>What the update changed</source>
        <translation>Что изменило обновление</translation>
    </message>
    <message>
        <source>What the update changes is listed here.</source>
        <translation>Здесь будет список изменений.</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>О&amp;бновить</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Перезапустить сейчас</translation>
    </message>
    <message>
        <source>The new data shows everywhere after GPU Advisor starts again</source>
        <translation>Новые данные появятся везде после перезапуска GPU Advisor</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Отмена...</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>%1 says which step (Downloading gpus.csv, ...); %2 and %3 are amounts such as &quot;1.2 MB&quot;.</extracomment>
        <translation>%1 (%2 из %3)</translation>
    </message>
    <message>
        <source>Updated to the data of %1.</source>
        <extracomment>%1 is the date of the data bundle.</extracomment>
        <translation>Данные обновлены до выпуска от %1.</translation>
    </message>
    <message>
        <source>Your data is up to date: the data of %1 adds nothing new.</source>
        <translation>Ваши данные актуальны: выпуск от %1 не добавляет ничего нового.</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>Отменено. Ничего не изменено.</translation>
    </message>
    <message>
        <source>The update failed and nothing was changed: %1.</source>
        <extracomment>%1 is the reason, e.g. &quot;the server answered 404 Not Found for https://...&quot;.</extracomment>
        <translation>Обновление не удалось, ничего не изменено: %1.</translation>
    </message>
    <message>
        <source>%1 (shipped with GPU Advisor)</source>
        <comment>a key id</comment>
        <translation>%1 (поставляется с GPU Advisor)</translation>
    </message>
    <message>
        <source>%1 (added by you)</source>
        <comment>a key id</comment>
        <translation>%1 (добавлен вами)</translation>
    </message>
    <message>
        <source>no key: every bundle is refused</source>
        <translation>нет ключей: все пакеты отклоняются</translation>
    </message>
    <message>
        <source>%1. Bundles signed by any other key, or by none, are refused. Add a key with gpu-advisor db update --trust-key FILE; remove one you added with --forget-key ID.</source>
        <extracomment>%1 lists key ids; &quot;db update --trust-key FILE&quot; and &quot;--forget-key ID&quot; are typed as they are.</extracomment>
        <translation>%1. Пакеты, подписанные любым другим ключом или не подписанные вовсе, отклоняются. Добавить ключ: gpu-advisor db update --trust-key FILE; удалить добавленный вами: --forget-key ID.</translation>
    </message>
    <message>
        <source>Downloads the newest GPU specifications, GPU prices, prices of the other parts of a build, cloud rates, software readiness, language models, measured figures and flowchart editions and adds them to your database. Everything is checked before anything is saved; what you entered or edited yourself stays as it is.</source>
        <translation>Загружает свежие характеристики GPU, цены GPU, цены остальных деталей сборки, облачные тарифы, сведения о поддержке программ, языковые модели, измерения и издания блок-схемы и добавляет их в вашу базу данных. Всё проверяется до сохранения; введённое или изменённое вами остаётся как есть.</translation>
    </message>
    <message>
        <source>Signed by:</source>
        <translation>Подписано:</translation>
    </message>
</context>
<context>
    <name>UpdateReport</name>
    <message>
        <source>GPU specifications</source>
        <translation>Характеристики GPU</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Цены</translation>
    </message>
    <message>
        <source>Flowchart editions</source>
        <translation>Издания блок-схемы</translation>
    </message>
    <message>
        <source>Cloud rates</source>
        <translation>Облачные тарифы</translation>
    </message>
    <message>
        <source>Cloud GPU names</source>
        <translation>Облачные имена GPU</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 changed, %4 unchanged</source>
        <extracomment>%1 is a kind of data (GPU specifications, Prices, ...); %2 to %4 are counts.</extracomment>
        <translation>%1: добавлено %2, изменено %3, без изменений %4</translation>
    </message>
    <message>
        <source>%1; %2 edited by you, kept as they are</source>
        <extracomment>%1 is a line such as &quot;Prices: 3 added, ...&quot;; %2 a count of rows the user edited.</extracomment>
        <translation>%1; изменённых вами — %2, они оставлены как есть</translation>
    </message>
    <message>
        <source>Prices of other parts</source>
        <translation>Цены остальных деталей</translation>
    </message>
    <message>
        <source>GPU compute targets</source>
        <translation>Вычислительные архитектуры GPU</translation>
    </message>
    <message>
        <source>Software readiness</source>
        <translation>Поддержка программ</translation>
    </message>
    <message>
        <source>Language models</source>
        <translation>Языковые модели</translation>
    </message>
    <message>
        <source>Measured figures</source>
        <translation>Измерения</translation>
    </message>
    <message>
        <source>Measured language-model speeds</source>
        <translation>Измеренные скорости языковых моделей</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>a dataset&apos;s name</source>
        <translation>название набора данных</translation>
    </message>
    <message>
        <source>a GPU&apos;s name</source>
        <translation>название GPU</translation>
    </message>
    <message>
        <source>a number above 0</source>
        <translation>число больше 0</translation>
    </message>
    <message>
        <source>a unit (for example tokens/s)</source>
        <translation>единица измерения (например, tokens/s)</translation>
    </message>
    <message>
        <source>where the figure comes from</source>
        <translation>указание, откуда взято значение</translation>
    </message>
    <message>
        <source>a measured dataset&apos;s name</source>
        <translation>название измеренного набора данных</translation>
    </message>
    <message>
        <source>framework, engine or a blank (not known)</source>
        <extracomment>&quot;framework&quot; and &quot;engine&quot; are values of the file: keep them untranslated</extracomment>
        <translation>framework, engine или пустое значение (неизвестно)</translation>
    </message>
    <message>
        <source>largest or a blank (a fixed batch)</source>
        <extracomment>&quot;largest&quot; is a value of the file: keep it untranslated</extracomment>
        <translation>largest или пустое значение (постоянный размер пакета)</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to GPU Advisor</source>
        <translation>Добро пожаловать в GPU Advisor</translation>
    </message>
    <message>
        <source>Show this &amp;welcome at the next start</source>
        <translation>Показывать это &amp;приветствие при следующем запуске</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to GPU Advisor&lt;/h2&gt;&lt;p&gt;Four ways to find the right GPU for deep learning:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Recommend&lt;/b&gt; &amp;mdash; answer a few yes/no questions from Tim Dettmers&apos; recommendation chart. Each question says why it matters; the result names cards with their specs and latest prices.&lt;/li&gt;&lt;li&gt;&lt;b&gt;GPUs&lt;/b&gt; &amp;mdash; browse every card in the database: relative performance, performance per dollar over five years of ownership, charts, and what-if controls for electricity, utilisation and prices.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Build planner&lt;/b&gt; &amp;mdash; turn a card into a machine: power supply, CPU, memory, cooling, warnings and costs, exported as Markdown, CSV, JSON or PDF.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Language models&lt;/b&gt; &amp;mdash; name a model, the speed you want and a budget: every configuration that runs it, with its memory, speed, price and cost per million tokens.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Every price and specification shows its source and date. Keys: Y and N answer, Backspace goes back, %1 starts over, %2 lists all shortcuts.&lt;/p&gt;</source>
        <extracomment>%1 and %2 are keys as this system names them (Ctrl+R, F1)</extracomment>
        <translation>&lt;h2&gt;Добро пожаловать в GPU Advisor&lt;/h2&gt;&lt;p&gt;Четыре способа подобрать подходящий GPU для глубокого обучения:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Рекомендация&lt;/b&gt; &amp;mdash; ответьте на несколько вопросов «да/нет» из схемы рекомендаций Tim Dettmers. Каждый вопрос объясняет, почему он важен; в результате названы карты с характеристиками и последними ценами.&lt;/li&gt;&lt;li&gt;&lt;b&gt;GPU&lt;/b&gt; &amp;mdash; просматривайте все карты из базы данных: относительная производительность, производительность на доллар за пять лет владения, графики и настройки «что если» для электроэнергии, загрузки и цен.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Планировщик сборки&lt;/b&gt; &amp;mdash; превратите карту в машину: блок питания (БП), CPU, память, охлаждение, предупреждения и затраты, с экспортом в Markdown, CSV, JSON или PDF.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Языковые модели&lt;/b&gt; &amp;mdash; назовите модель, нужную скорость и бюджет: все конфигурации, на которых она работает, с памятью, скоростью, ценой и стоимостью миллиона токенов.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;У каждой цены и характеристики указаны источник и дата. Клавиши: Y и N — ответ, Backspace — назад, %1 — начать заново, %2 — список всех сочетаний клавиш.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>What-if assumptions</source>
        <translation>Допущения «что если»</translation>
    </message>
    <message>
        <source>The workload GPUs are ranked by</source>
        <translation>Задача, по которой ранжируются GPU</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Метрика</translation>
    </message>
    <message>
        <source>&amp;As of:</source>
        <translation>&amp;На дату:</translation>
    </message>
    <message>
        <source>Prices as of the end of this month; GPUs launched later are left out</source>
        <translation>Цены на конец этого месяца; GPU, выпущенные позже, не учитываются</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>Цены на дату</translation>
    </message>
    <message>
        <source>Prices as of January 2023 and the post&apos;s cost assumptions: 5 years, 0.175 per kWh, 15% utilisation, 700 for the rest of the desktop, average of new and used prices</source>
        <translation>Цены на январь 2023 года и допущения статьи о затратах: 5 лет, 0,175 за кВт·ч, загрузка 15%, 700 на остальной компьютер, среднее цен новой и б/у карты</translation>
    </message>
    <message>
        <source>Show the post&apos;s view: January 2023</source>
        <translation>Показать как в статье: январь 2023</translation>
    </message>
    <message>
        <source>&amp;2023-01 (the post&apos;s view)</source>
        <translation>&amp;2023-01 (как в статье)</translation>
    </message>
    <message>
        <source>Pr&amp;ices:</source>
        <translation>&amp;Цены:</translation>
    </message>
    <message>
        <source>Which price of each GPU counts: new, used, or the average of the two (as the post does)</source>
        <translation>Какая цена каждого GPU учитывается: новой, б/у или среднее из двух (как в статье)</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>Тип цены</translation>
    </message>
    <message>
        <source>Back to the post&apos;s assumptions, the latest prices and 8-bit inference</source>
        <translation>Вернуть допущения статьи, последние цены и 8-битный инференс</translation>
    </message>
    <message>
        <source>Reset all assumptions</source>
        <translation>Сбросить все допущения</translation>
    </message>
    <message>
        <source>&amp;Electricity:</source>
        <translation>&amp;Электроэнергия:</translation>
    </message>
    <message>
        <source>Price of a kilowatt-hour (the post: 0.175)</source>
        <translation>Цена киловатт-часа (в статье: 0,175)</translation>
    </message>
    <message>
        <source>Electricity price per kilowatt-hour</source>
        <translation>Цена электроэнергии за киловатт-час</translation>
    </message>
    <message>
        <source>Share of the time the GPU is busy (the post: 15% for a PhD student&apos;s desktop)</source>
        <translation>Доля времени, когда GPU занят (в статье: 15% для ПК аспиранта)</translation>
    </message>
    <message>
        <source>Utilisation in percent</source>
        <translation>Загрузка в процентах</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Years:</source>
        <translation>&amp;Годы:</translation>
    </message>
    <message>
        <source>Years of ownership the electricity is counted for (the post: 5)</source>
        <translation>Срок владения, за который считается электроэнергия (в статье: 5)</translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation>Срок владения в годах</translation>
    </message>
    <message>
        <source>&amp;Desktop:</source>
        <translation>&amp;Компьютер:</translation>
    </message>
    <message>
        <source>Cost of the rest of the desktop</source>
        <translation>Стоимость остального компьютера</translation>
    </message>
    <message>
        <source>The symbol amounts are shown with. It does not convert: prices in the database are US dollars</source>
        <translation>Символ, с которым показываются суммы. Пересчёта нет: цены в базе данных — в долларах США</translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation>Символ валюты</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новые</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Б/у</translation>
    </message>
    <message>
        <source>Latest prices</source>
        <translation>Последние цены</translation>
    </message>
    <message>
        <source> years</source>
        <translation> г.</translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation>/кВт·ч</translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>Ме&amp;трика:</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Utili&amp;sation:</source>
        <translation>&amp;Загрузка:</translation>
    </message>
    <message>
        <source>C&amp;urrency symbol:</source>
        <translation>Символ вал&amp;юты:</translation>
    </message>
    <message>
        <source>8-bit software:</source>
        <translation>8-битное ПО:</translation>
    </message>
    <message>
        <source>8-bit software assumption</source>
        <translation>Допущение о 8-битном ПО</translation>
    </message>
    <message>
        <source>Follow the month</source>
        <translation>По месяцу</translation>
    </message>
    <message>
        <source>Which 8-bit formats the software uses: today&apos;s stacks run INT8 on Turing and Ampere and FP8 on newer GPUs; the 2023 post assumed FP8 only and took every card at its rated clock. By default it follows the month: the post&apos;s before 2024.</source>
        <translation>Какие 8-битные форматы использует ПО: современное ПО выполняет INT8 на Turing и Ampere и FP8 на более новых GPU; статья 2023 года предполагала только FP8 и брала каждую карту на её номинальной частоте. По умолчанию выбор следует за месяцем: до 2024 года — допущение статьи.</translation>
    </message>
    <message>
        <source>Cheapest, new or used</source>
        <extracomment>The price a card is counted at: the cheaper of its latest new and second-hand prices.</extracomment>
        <translation>Самая низкая, новая или б/у</translation>
    </message>
    <message>
        <source>Average of new and used (the post&apos;s method)</source>
        <extracomment>The price basis of the 2023 post&apos;s view: the mean of a card&apos;s new and used prices.</extracomment>
        <translation>Среднее новой и б/у (метод статьи)</translation>
    </message>
    <message>
        <source>Your own price of the rest of the desktop: case, CPU, memory, power supply. &quot;From parts&quot;: the build planner prices the machine each card needs from dated part prices (the 2023 post&apos;s view: its 700)</source>
        <translation>Ваша цена остального компьютера: корпус, CPU, память, блок питания. «По комплектующим»: планировщик сборки оценивает машину, нужную каждой карте, по датированным ценам комплектующих (как в статье 2023 года: 700)</translation>
    </message>
    <message>
        <source>The post&apos;s %1</source>
        <translation>%1 (из статьи)</translation>
    </message>
    <message>
        <source>From parts</source>
        <translation>По комплектующим</translation>
    </message>
    <message>
        <source>Count e&amp;xpected resale</source>
        <translation>Учитывать о&amp;жидаемую перепродажу</translation>
    </message>
    <message>
        <source>Take the expected resale after the years off the cost of ownership, where the fit of dated second-hand prices reaches. Cleared: each GPU is kept until it stops working. The 2023 post&apos;s view counts no resale.</source>
        <translation>Вычитать из стоимости владения ожидаемую цену перепродажи по истечении срока там, где применима аппроксимация датированных цен б/у. Если флажок снят, каждый GPU используется до отказа. В статье 2023 года перепродажа не учитывалась.</translation>
    </message>
</context>
<context>
    <name>WindowPages</name>
    <message>
        <source>&amp;Build planner</source>
        <translation>&amp;Планировщик сборки</translation>
    </message>
    <message>
        <source>Save the build with %1, export it with %2, print it with %3.</source>
        <extracomment>Status bar line while the build planner is in front; %1, %2, %3 are keys such as Ctrl+S.</extracomment>
        <translation>Сохранить сборку — %1, экспортировать — %2, напечатать — %3.</translation>
    </message>
    <message>
        <source>Select several GPUs with %1+click or %2+arrows to compare them; %3 opens a GPU&apos;s details.</source>
        <extracomment>Status bar line while the GPUs tab is in front; %1 and %2 are the names of the Ctrl and Shift keys on this system (Ctrl and Shift, or ⌘ and ⇧ on a Mac), %3 the Return key&apos;s.</extracomment>
        <translation>Чтобы сравнить GPU, выделите несколько: %1+щелчок или %2+стрелки; %3 открывает подробности о GPU.</translation>
    </message>
</context>
<context>
    <name>WizardWidget</name>
    <message>
        <source>Your budget</source>
        <translation>Ваш бюджет</translation>
    </message>
    <message>
        <source>The most you want to spend on the card itself, in US dollars. Used to suggest answers to the price questions.</source>
        <translation>Максимум, который вы готовы потратить на саму карту, в долларах США. Используется, чтобы предлагать ответы на вопросы о цене.</translation>
    </message>
    <message>
        <source>Budget in US dollars</source>
        <translation>Бюджет в долларах США</translation>
    </message>
    <message>
        <source>No budget set</source>
        <translation>Бюджет не задан</translation>
    </message>
    <message>
        <source>US dollars for the card itself; 0 means no budget. GPU Advisor compares it with the latest prices on record.</source>
        <translation>Доллары США на саму карту; 0 — без бюджета. GPU Advisor сравнивает его с последними известными ценами.</translation>
    </message>
    <message>
        <source>Your answers</source>
        <translation>Ваши ответы</translation>
    </message>
    <message>
        <source>Click an answer to go back to that question and change it.</source>
        <translation>Щёлкните ответ, чтобы вернуться к этому вопросу и изменить его.</translation>
    </message>
    <message>
        <source>Your answers so far</source>
        <translation>Ваши ответы на данный момент</translation>
    </message>
    <message>
        <source>Activate an answer to go back to that question.</source>
        <translation>Активируйте ответ, чтобы вернуться к этому вопросу.</translation>
    </message>
    <message>
        <source>Click an answer to go back to that question.</source>
        <translation>Щёлкните ответ, чтобы вернуться к этому вопросу.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <source>Questions answered</source>
        <translation>Отвечено вопросов</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Plan a machine around the recommended GPU: PSU, CPU, memory, cooling and costs</source>
        <translation>Спланировать машину вокруг рекомендованного GPU: БП, CPU, память, охлаждение и затраты</translation>
    </message>
    <message>
        <source>Plan a build with this GPU</source>
        <translation>Спланировать сборку с этим GPU</translation>
    </message>
    <message>
        <source>Plan a &amp;build with this GPU</source>
        <translation>Спланировать &amp;сборку с этим GPU</translation>
    </message>
    <message>
        <source>Answer yes</source>
        <translation>Ответить «да»</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>Answer no</source>
        <translation>Ответить «нет»</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Answer &amp;Yes</source>
        <translation>Ответить «&amp;Да»</translation>
    </message>
    <message>
        <source>Answer &amp;No</source>
        <translation>Ответить «&amp;Нет»</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>Н&amp;азад</translation>
    </message>
    <message>
        <source>Undo the last answer</source>
        <translation>Отменить последний ответ</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Сочетание клавиш: %1</translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <extracomment>An answered question in the side list: number, question, answer</extracomment>
        <translation>%1. %2 — %3</translation>
    </message>
    <message>
        <source>Go back to question %1 and answer it again</source>
        <translation>Вернуться к вопросу %1 и ответить на него заново</translation>
    </message>
    <message>
        <source>Question %1: %2 Your answer: %3</source>
        <translation>Вопрос %1: %2 Ваш ответ: %3</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Current question %1: %2</source>
        <translation>Текущий вопрос %1: %2</translation>
    </message>
    <message>
        <source>Your answers appear here as you go.</source>
        <translation>Здесь будут появляться ваши ответы.</translation>
    </message>
    <message>
        <source>Done · 1 question answered</source>
        <translation>Готово · отвечен 1 вопрос</translation>
    </message>
    <message>
        <source>Done · %1 questions answered</source>
        <translation>Готово · отвечено вопросов: %1</translation>
    </message>
    <message>
        <source>Question %1 · the last one</source>
        <translation>Вопрос %1 · последний</translation>
    </message>
    <message>
        <source>Question %1 · at most %2 more after this one</source>
        <translation>Вопрос %1 · после него ещё не больше %2</translation>
    </message>
    <message>
        <source>Suggested by your budget</source>
        <translation>Предложено по вашему бюджету</translation>
    </message>
    <message>
        <source>Suggested by your budget. Shortcut: %1</source>
        <translation>Предложено по вашему бюджету. Сочетание клавиш: %1</translation>
    </message>
    <message>
        <source>Cards to recommend</source>
        <translation>Какие карты советовать</translation>
    </message>
    <message>
        <source>Today&apos;s best cards, chosen by the rule behind each of the post&apos;s picks, or the post&apos;s own picks of January 2023.</source>
        <translation>Лучшие карты на сегодня, выбранные по правилу, стоящему за каждым выбором статьи, или собственный выбор статьи от января 2023 года.</translation>
    </message>
    <message>
        <source>Which cards to recommend</source>
        <translation>Какие карты советовать</translation>
    </message>
    <message>
        <source>Open the language-model planner: which cards or machine run a model at your context, users and speed, and what they cost</source>
        <translation>Открыть планировщик для языковых моделей: какие карты или машина запустят модель при вашем контексте, числе пользователей и скорости и сколько это стоит</translation>
    </message>
    <message>
        <source>Size the hardware for a language model</source>
        <translation>Подобрать оборудование для языковой модели</translation>
    </message>
    <message>
        <source>Size the hardware for a &amp;language model</source>
        <translation>Подобрать оборудование для &amp;языковой модели</translation>
    </message>
    <message>
        <source>Today&apos;s best cards</source>
        <extracomment>The live edition of the recommendations: cards chosen today by the rules behind the post&apos;s picks.</extracomment>
        <translation>Лучшие карты на сегодня</translation>
    </message>
    <message>
        <source>The post&apos;s picks (January 2023)</source>
        <extracomment>The 2023 edition of the recommendations: the post&apos;s own picks.</extracomment>
        <translation>Выбор статьи (январь 2023)</translation>
    </message>
    <message>
        <source>Chosen as of %1 by the rule behind each of the post&apos;s picks, from the prices on record; the post&apos;s own pick is shown beside it.</source>
        <extracomment>%1 is a month (YYYY-MM).</extracomment>
        <translation>Выбрано на %1 по правилу, стоящему за каждым выбором статьи, по известным ценам; собственный выбор статьи показан рядом.</translation>
    </message>
    <message>
        <source>The post&apos;s picks, as it made them. Today&apos;s picks are not available: %1</source>
        <extracomment>%1 says why today&apos;s picks could not be worked out.</extracomment>
        <translation>Выбор статьи в исходном виде. Выбор на сегодня недоступен: %1</translation>
    </message>
    <message>
        <source>The post&apos;s picks, as it made them in January 2023, with today&apos;s prices on record.</source>
        <translation>Выбор статьи в том виде, как она сделала его в январе 2023 года, с последними известными ценами.</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Open the performance-per-dollar ranking of the GPUs tab, limited to cards with the memory your answers need and within your budget</source>
        <translation>Открыть рейтинг производительности на доллар на вкладке GPU, только карты с нужной по вашим ответам памятью и в пределах бюджета</translation>
    </message>
    <message>
        <source>Rank by value</source>
        <translation>Рейтинг по выгоде</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <source>Give again the answer that Back, Restart or a click on the trail took back</source>
        <translation>Снова дать ответ, отменённый кнопкой «Назад», «Заново» или щелчком по списку ответов</translation>
    </message>
    <message>
        <source>Start again from the first question; Forward brings the answers back</source>
        <translation>Начать заново с первого вопроса; «Вперёд» вернёт ответы</translation>
    </message>
    <message>
        <source>Forward gives your later answers again.</source>
        <translation>«Вперёд» снова даст ваши последующие ответы.</translation>
    </message>
    <message>
        <source>Prices &amp;as of</source>
        <translation>&amp;Цены на</translation>
    </message>
    <message>
        <source>The month today&apos;s best cards are chosen for: the prices on record at its end. The current month follows the calendar.</source>
        <translation>Месяц, для которого выбираются лучшие карты: по ценам, известным на его конец. Текущий месяц следует за календарём.</translation>
    </message>
    <message>
        <source>Month the cards are chosen for</source>
        <translation>Месяц, для которого выбираются карты</translation>
    </message>
    <message>
        <source>Open the fine-tuning planner: how long a fine-tune of a model takes on each card, machine or rented GPU, and when buying beats renting</source>
        <translation>Открыть планировщик дообучения: сколько длится дообучение модели на каждой карте, машине или арендованном GPU и когда покупка выгоднее аренды</translation>
    </message>
    <message>
        <source>Plan a fine-tuning job</source>
        <translation>Спланировать дообучение</translation>
    </message>
    <message>
        <source>Plan a fine-tuning &amp;job</source>
        <translation>Спланировать до&amp;обучение</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Another GPU Advisor window has this database open; both can work, and each sees the other&apos;s saved changes after a restart.</source>
        <translation>Эта база данных уже открыта в другом окне GPU Advisor; работать можно в обоих, и каждое увидит сохранённые изменения другого после перезапуска.</translation>
    </message>
    <message>
        <source>The new language takes effect when GPU Advisor starts again.</source>
        <translation>Новый язык вступит в силу при следующем запуске GPU Advisor.</translation>
    </message>
    <message>
        <source>Decide which GPU(s) to buy for deep learning.</source>
        <translation>Помогает решить, какие GPU купить для глубокого обучения.</translation>
    </message>
    <message>
        <source>A command to run instead of the window (see below).</source>
        <translation>Команда, которую нужно выполнить вместо открытия окна (см. ниже).</translation>
    </message>
    <message>
        <source>Commands:</source>
        <extracomment>Heading of the list of commands in the --help text.</extracomment>
        <translation>Команды:</translation>
    </message>
    <message>
        <source>Walk the recommendation flowchart with the given answers.</source>
        <translation>Пройти схему рекомендаций с заданными ответами.</translation>
    </message>
    <message>
        <source>Write the build list for the recommended GPU.</source>
        <translation>Вывести список комплектующих для рекомендованного GPU.</translation>
    </message>
    <message>
        <source>Plan a machine around GPUs: PSU, circuit, CPU, RAM, cooling, costs.</source>
        <translation>Спланировать машину вокруг GPU: БП, цепь питания, CPU, ОЗУ, охлаждение, затраты.</translation>
    </message>
    <message>
        <source>Run &apos;gpu-advisor COMMAND --help&apos; for the options of a command.</source>
        <extracomment>&quot;gpu-advisor COMMAND --help&quot; is typed as it is (COMMAND stands for a command such as recommend).</extracomment>
        <translation>Выполните «gpu-advisor COMMAND --help», чтобы увидеть параметры команды.</translation>
    </message>
    <message>
        <source>GPU Advisor</source>
        <extracomment>The title of GPU Advisor&apos;s message boxes.</extracomment>
        <translation>GPU Advisor</translation>
    </message>
    <message>
        <source>GPU Advisor cannot use its database.

%1</source>
        <extracomment>%1 is the reason.</extracomment>
        <translation>GPU Advisor не может использовать свою базу данных.

%1</translation>
    </message>
    <message>
        <source>GPU Advisor cannot use its database.</source>
        <translation>GPU Advisor не может использовать свою базу данных.</translation>
    </message>
    <message>
        <source>%1

The file was not changed. GPU Advisor can start a fresh database from its bundled data under a new name,
%2,
and copy into it the prices, GPUs and saved builds that can still be read from the old file.</source>
        <extracomment>%1 is the reason the database cannot be used, %2 the name of the new database file.</extracomment>
        <translation>%1

Файл не изменён. GPU Advisor может создать новую базу данных из встроенных данных под новым именем,
%2,
и скопировать в неё цены, GPU и сохранённые сборки, которые ещё удаётся прочитать из старого файла.</translation>
    </message>
    <message>
        <source>Start a fresh database</source>
        <translation>Создать новую базу данных</translation>
    </message>
    <message>
        <source>Quit</source>
        <extracomment>A button: leave GPU Advisor without touching the database.</extracomment>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>The recovery failed: %1</source>
        <extracomment>%1 is the reason.</extracomment>
        <translation>Восстановление не удалось: %1</translation>
    </message>
    <message>
        <source>A fresh database is at %1. Salvaged from the old file: %2 GPU(s), %3 price(s), %4 saved build(s).</source>
        <extracomment>%1 is the new database file; %2 to %4 are counts.</extracomment>
        <translation>Новая база данных создана: %1. Спасено из старого файла: GPU — %2, цен — %3, сохранённых сборок — %4.</translation>
    </message>
    <message>
        <source>Not readable:</source>
        <extracomment>Heading of a list of the parts of the old database that could not be read.</extracomment>
        <translation>Не удалось прочитать:</translation>
    </message>
    <message>
        <source>--lang must be one of %1, got &apos;%2&apos;</source>
        <extracomment>%1 is the list of language codes (en, ru), %2 what the user typed.</extracomment>
        <translation>значение --lang должно быть одним из: %1; получено «%2»</translation>
    </message>
    <message>
        <source>The recommendation flowchart cannot be loaded.

%1</source>
        <extracomment>%1 is the reason.</extracomment>
        <translation>Не удаётся загрузить схему рекомендаций.

%1</translation>
    </message>
    <message>
        <source>--color-scheme must be system, light or dark, not &quot;%1&quot;.</source>
        <extracomment>Keep system, light and dark: they are what the user types.</extracomment>
        <translation>--color-scheme должен быть system, light или dark, а не «%1».</translation>
    </message>
    <message>
        <source>Change the language</source>
        <translation>Смена языка</translation>
    </message>
    <message>
        <source>The new language takes effect when GPU Advisor starts again. Restart now? Your answers and settings are kept.</source>
        <translation>Новый язык начнёт действовать после перезапуска GPU Advisor. Перезапустить сейчас? Ваши ответы и настройки сохранятся.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Перезапустить сейчас</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>П&amp;озже</translation>
    </message>
    <message>
        <source>GPU Advisor could not be started again.</source>
        <translation>Не удалось снова запустить GPU Advisor.</translation>
    </message>
    <message>
        <source>--db must name a database file, got an empty path</source>
        <extracomment>&quot;--db&quot; is an option, typed as it is.</extracomment>
        <translation>--db должен указывать файл базы данных, а получен пустой путь</translation>
    </message>
    <message>
        <source>Walk it with a budget: the questions about prices answered from prices.</source>
        <translation>Пройти схему с бюджетом: на вопросы о ценах ответят цены.</translation>
    </message>
</context>
</TS>
