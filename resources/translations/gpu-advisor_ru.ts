<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AssumptionsText</name>
    <message>
        <source>the latest new price</source>
        <translation>последняя цена новой карты</translation>
    </message>
    <message>
        <source>the latest used price</source>
        <translation>последняя цена б/у</translation>
    </message>
    <message>
        <source>the average of the latest new and used price</source>
        <translation>среднее последних цен новой и б/у карты</translation>
    </message>
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
        <source>%1 years, %2/kWh, %3% utilisation, %4 for the rest of the desktop</source>
        <translation>%1 г., %2/кВт·ч, загрузка %3%, %4 на остальной компьютер</translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BreakEvenChart</name>
    <message>
        <source>C&amp;loud:</source>
        <translation>&amp;Облако:</translation>
    </message>
    <message>
        <source>Cloud GPU rate per hour</source>
        <translation>Почасовая ставка облачного GPU</translation>
    </message>
    <message>
        <source>What a comparable cloud GPU costs per hour (the post&apos;s example: 2.14 an hour)</source>
        <translation>Сколько стоит час сопоставимого облачного GPU (пример из статьи: 2,14 в час)</translation>
    </message>
    <message>
        <source>S&amp;ystem:</source>
        <translation>Сис&amp;тема:</translation>
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
        <source>Desktop: GPU %1 (%2, %3) + %4 for the rest; %5 W GPU + %6 W system at %7/kWh = %8 a day. Cloud: %9/h = %10 a day. Same hours of use on both.</source>
        <translation>ПК: GPU %1 (%2, %3) + %4 на остальное; %5 Вт GPU + %6 Вт система по %7/кВт·ч = %8 в день. Облако: %9/ч = %10 в день. Часы использования в обоих случаях одинаковы.</translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildReport</name>
    <message>
        <source>GPU build: %1</source>
        <translation>Сборка с GPU: %1</translation>
    </message>
    <message>
        <source>Planned with GPU Advisor on %1. GPU prices %2; other parts at the planner&apos;s default prices (USD).</source>
        <translation>Спланировано в GPU Advisor %1. Цены на GPU %2; остальные комплектующие — по ценам планировщика по умолчанию (USD).</translation>
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
        <source>Recommendation and why</source>
        <translation>Рекомендация и обоснование</translation>
    </message>
    <message>
        <source>What to do next:</source>
        <translation>Что делать дальше:</translation>
    </message>
    <message>
        <source>Your answers in the wizard (%1, %2):</source>
        <translation>Ваши ответы в мастере (%1, %2):</translation>
    </message>
    <message>
        <source>Parts, per machine</source>
        <translation>Комплектующие на одну машину</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Комплектующие</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>no price on record</source>
        <translation>цена неизвестна</translation>
    </message>
    <message>
        <source>(shared)</source>
        <translation>(общее)</translation>
    </message>
    <message>
        <source>Total, %1 machines</source>
        <translation>Итого, машин: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Power and platform</source>
        <translation>Питание и платформа</translation>
    </message>
    <message>
        <source>%1 full load + %2% → %3</source>
        <translation>%1 при полной нагрузке + %2% → %3</translation>
    </message>
    <message>
        <source>about %1; %2: %3 continuously</source>
        <translation>около %1; %2: %3 длительно</translation>
    </message>
    <message>
        <source>(too much)</source>
        <translation>(слишком много)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Питание</translation>
    </message>
    <message>
        <source>From the wall</source>
        <translation>Из розетки</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>Ограничение мощности</translation>
    </message>
    <message>
        <source>%1 per GPU: about %2% slower, %3 from the wall</source>
        <translation>%1 на GPU: примерно на %2% медленнее, %3 из розетки</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU)</source>
        <translation>%1; от %2 ядер, от %3 линий PCIe (x%4 на GPU)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>%1 GB%2</source>
        <translation>%1 ГБ%2</translation>
    </message>
    <message>
        <source> ECC</source>
        <translation> ECC</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>%1 TB NVMe</source>
        <translation>%1 ТБ NVMe</translation>
    </message>
    <message>
        <source>Chassis</source>
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
        <source>Workload</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>%1B parameters, %2, %3: needs about %4 GB of GPU memory</source>
        <translation>%1 млрд параметров, %2, %3: нужно около %4 ГБ памяти GPU</translation>
    </message>
    <message>
        <source>Costs over %1 years</source>
        <translation>Затраты за %1 г.</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Оборудование</translation>
    </message>
    <message>
        <source>Hardware (incomplete)</source>
        <translation>Оборудование (неполные данные)</translation>
    </message>
    <message>
        <source>Electricity (%1 kWh a year)</source>
        <translation>Электроэнергия (%1 кВт·ч в год)</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Полная стоимость владения</translation>
    </message>
    <message>
        <source>CO2 at %1 kg per kWh</source>
        <translation>CO2 при %1 кг на кВт·ч</translation>
    </message>
    <message>
        <source>%1 kg CO2e</source>
        <translation>%1 кг CO2-экв.</translation>
    </message>
    <message>
        <source>Warnings and advice</source>
        <translation>Предупреждения и советы</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Допущения</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Export P&amp;NG…</source>
        <translation>Экспорт P&amp;NG…</translation>
    </message>
    <message>
        <source>Save this chart as a PNG image</source>
        <translation>Сохранить график как изображение PNG</translation>
    </message>
    <message>
        <source>Export &amp;SVG…</source>
        <translation>Экспорт &amp;SVG…</translation>
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
        <source>Select two to four GPUs in the table (Ctrl+click or Shift+click) to compare them side by side.</source>
        <translation>Выберите в таблице от двух до четырёх GPU (Ctrl+щелчок или Shift+щелчок), чтобы сравнить их бок о бок.</translation>
    </message>
    <message>
        <source>%1 GPUs are selected; the first %2 are compared.</source>
        <translation>Выбрано GPU: %1; сравниваются первые %2.</translation>
    </message>
    <message>
        <source>The best value of each row is highlighted. Performance (×) is relative to the %1; costs follow the what-if assumptions above.</source>
        <translation>Лучшее значение в каждой строке выделено. Производительность (×) — относительно %1; затраты рассчитаны по допущениям «что если» выше.</translation>
    </message>
    <message>
        <source>This workload needs about %1 GB of GPU memory (weights%2, plus %3% overhead).</source>
        <translation>Для этой задачи нужно около %1 ГБ памяти GPU (веса%2 плюс %3% накладных расходов).</translation>
    </message>
    <message>
        <source>, gradients and optimizer state</source>
        <translation>, градиенты и состояние оптимизатора</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>used</source>
        <translation>б/у</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новая</translation>
    </message>
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
        <source>%1 · %2</source>
        <extracomment>%1 is the month or day of the price, %2 where it comes from</extracomment>
        <translation>%1 · %2</translation>
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
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 Вт</translation>
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
        <source>Within your %1 budget</source>
        <translation>В пределах вашего бюджета %1</translation>
    </message>
    <message>
        <source>%1 over your %2 budget</source>
        <translation>На %1 больше вашего бюджета %2</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>В пределах бюджета</translation>
    </message>
    <message>
        <source>%1 over budget</source>
        <translation>Сверх бюджета на %1</translation>
    </message>
</context>
<context>
    <name>ExplanationText</name>
    <message>
        <source>memory-bound</source>
        <translation>ограничена памятью</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>ограничена вычислениями</translation>
    </message>
    <message>
        <source>overhead-bound</source>
        <translation>ограничена накладными расходами</translation>
    </message>
    <message>
        <source>%1: %2 × the %3</source>
        <translation>%1: %2 × относительно %3</translation>
    </message>
    <message>
        <source>The model adds up the time one unit of work takes: a compute part that scales with the matrix rate, a memory part that scales with the effective bandwidth, and a fixed overhead. On this GPU the work is %1.</source>
        <translation>Модель складывает время на одну единицу работы: вычислительную часть, которая масштабируется со скоростью матричных операций, часть памяти, которая масштабируется с эффективной пропускной способностью, и фиксированные накладные расходы. На этом GPU работа %1.</translation>
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
        <source>Cost of ownership</source>
        <translation>Стоимость владения</translation>
    </message>
    <message>
        <source>GPU %1 (%2, dated %3) + rest of the desktop %4 + electricity %5 (%6 W for %7 years) = %8. Relative performance per %9: %10.</source>
        <translation>GPU %1 (%2, от %3) + остальной компьютер %4 + электроэнергия %5 (%6 Вт за %7 г.) = %8. Относительная производительность на %9: %10.</translation>
    </message>
    <message>
        <source>No price on record %1, so no cost of ownership.</source>
        <translation>Нет известной цены %1, поэтому стоимость владения не рассчитана.</translation>
    </message>
    <message>
        <source>Every metric</source>
        <translation>Все метрики</translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <translation>%1 × (%2)</translation>
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
        <source>&amp;Search:</source>
        <translation>По&amp;иск:</translation>
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
        <source>Min. memor&amp;y:</source>
        <translation>Мин. п&amp;амять:</translation>
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
        <translation>&amp;Выпущены с:</translation>
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
        <translation>Производительность</translation>
    </message>
    <message>
        <source>The fastest GPUs on the chosen metric</source>
        <translation>Самые быстрые GPU по выбранной метрике</translation>
    </message>
    <message>
        <source>Price vs performance</source>
        <translation>Цена и производительность</translation>
    </message>
    <message>
        <source>Every priced GPU, with the GPUs nothing cheaper beats</source>
        <translation>Все GPU с ценой и те, которые не обгоняет ни один более дешёвый</translation>
    </message>
    <message>
        <source>Cloud vs desktop</source>
        <translation>Облако или свой ПК</translation>
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
        <translation type="unfinished"></translation>
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
        <source>no price</source>
        <translation>нет цены</translation>
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
        <source>%1 price as of %2</source>
        <translation>Цена (%1) на %2</translation>
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
        <source>GPU price</source>
        <translation>Цена GPU</translation>
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
        <source>no price</source>
        <translation>нет цены</translation>
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
        <source>No price on record as of this month.</source>
        <translation>Цены на этот месяц нет.</translation>
    </message>
    <message>
        <source>%1: %2 on %3 (%4)</source>
        <translation>%1: %2 на %3 (%4)</translation>
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
        <source>The price is the average of the two.</source>
        <translation>Цена — среднее из двух.</translation>
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
        <source>Relative performance %1 per %2 of total cost:
GPU %3 + desktop %4 + electricity %5 over %6 years = %7</source>
        <translation>Относительная производительность %1 на %2 полной стоимости:
GPU %3 + ПК %4 + электроэнергия %5 за %6 г. = %7</translation>
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
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Дата цены</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Производительность</translation>
    </message>
    <message>
        <source>Perf. per %1</source>
        <translation>Произв. на %1</translation>
    </message>
    <message>
        <source>Price as of the chosen month (%1)</source>
        <translation>Цена на выбранный месяц (%1)</translation>
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
        <source>List the keys that drive the wizard</source>
        <translation>Список клавиш для управления мастером</translation>
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
        <source>Chart: %1, %2</source>
        <translation>График: %1, %2</translation>
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
        <source>Back at question %1.</source>
        <translation>Снова на вопросе %1.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The wizard answers to these keys wherever the focus is, except that a focused budget field keeps its own typing keys (press Return or Tab to leave it).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Мастер реагирует на эти клавиши, где бы ни был фокус; только поле бюджета в фокусе оставляет себе клавиши ввода (нажмите Return или Tab, чтобы выйти из него).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Helps you choose GPUs for deep learning. The wizard walks the recommendation flowchart of Tim Dettmers&apos; post &quot;Which GPU(s) to Get for Deep Learning&quot; one question at a time, and shows each card&apos;s specifications and latest prices, with their dates and sources, from its own database.&lt;/p&gt;&lt;p&gt;The chart fits about 80% of cases; for the rest, pick the most cost-effective GPU that has enough memory for your work.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Помогает выбрать GPU для глубокого обучения. Мастер по одному вопросу проходит блок-схему рекомендаций из статьи Tim Dettmers «Which GPU(s) to Get for Deep Learning» и показывает характеристики каждой карты и последние цены — с датами и источниками — из собственной базы данных.&lt;/p&gt;&lt;p&gt;Схема подходит примерно для 80% случаев; в остальных выберите самый выгодный GPU, у которого достаточно памяти для вашей работы.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation>О программе GPU Advisor</translation>
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
</context>
<context>
    <name>ParetoChart</name>
    <message>
        <source>&amp;Logarithmic axes</source>
        <translation>&amp;Логарифмические оси</translation>
    </message>
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
        <source>Selected</source>
        <translation>Выбран</translation>
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
        <source>average of new and used</source>
        <translation>среднее новой и б/у</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price vs performance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 priced GPUs, %2 on the Pareto frontier: no cheaper GPU performs as well as one of them.</source>
        <translation type="unfinished"></translation>
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
        <source>Second c&amp;ount:</source>
        <translation>Ко&amp;л-во вторых:</translation>
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
        <source>Co&amp;ndition:</source>
        <translation>Состо&amp;яние:</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Price the GPUs new (retail) or used (second-hand)</source>
        <translation>Цены GPU: новых (розница) или б/у (вторичный рынок)</translation>
    </message>
    <message>
        <source>&amp;Power limit:</source>
        <translation>Огран&amp;ичение мощности:</translation>
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
        <translation>&amp;Машины:</translation>
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
        <source>Use the &amp;wizard&apos;s pick</source>
        <translation>Взять в&amp;ыбор мастера</translation>
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
        <source>Mo&amp;de:</source>
        <translation>Ре&amp;жим:</translation>
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
        <source>Grid in&amp;tensity:</source>
        <translation>&amp;Углеродоёмкость сети:</translation>
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
        <source>&amp;Electricity:</source>
        <translation>&amp;Электроэнергия:</translation>
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
        <source>U&amp;tilisation:</source>
        <translation>&amp;Загрузка:</translation>
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
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
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
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
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
        <source>De&amp;lete</source>
        <translation>Уд&amp;алить</translation>
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
        <source>W&amp;arnings and advice:</source>
        <translation>Предупреждения и со&amp;веты:</translation>
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
        <source>Copy &amp;Markdown</source>
        <translation>Копировать &amp;Markdown</translation>
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
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
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
        <source>E&amp;xport…</source>
        <translation>Экспо&amp;рт…</translation>
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
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
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
        <translation>Автоматически (США, 15 А; стоечное питание для серверов)</translation>
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
        <source>%1 · %2 GB RAM · %3 · GPU prices %4</source>
        <translation>%1 · %2 ГБ ОЗУ · %3 · цены GPU %4</translation>
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
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>shared by all machines</source>
        <translation>общее для всех машин</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>нет цены</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>%1 за шт.</translation>
    </message>
    <message>
        <source>Total for %1 machines</source>
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
        <source>%1 at full load (GPUs %2, CPU %3, rest %4) + %5% headroom → %6</source>
        <translation>%1 при полной нагрузке (GPU %2, CPU %3, остальное %4) + %5% запаса → %6</translation>
    </message>
    <message>
        <source>About %1. %2: %3 continuously</source>
        <translation>Около %1. %2: %3 длительно</translation>
    </message>
    <message>
        <source>too much</source>
        <translation>слишком много</translation>
    </message>
    <message>
        <source>; a %1 limit per GPU fits (about %2% slower)</source>
        <translation>; подойдёт ограничение %1 на GPU (примерно на %2% медленнее)</translation>
    </message>
    <message>
        <source>%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU, at least x%5)</source>
        <translation>%1; от %2 ядер, от %3 линий PCIe (x%4 на GPU, не меньше x%5)</translation>
    </message>
    <message>
        <source>%1 GB ECC</source>
        <translation>%1 ГБ ECC</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>%1 TB NVMe</source>
        <translation>%1 ТБ NVMe</translation>
    </message>
    <message>
        <source>One machine: none needed</source>
        <translation>Одна машина: не нужна</translation>
    </message>
    <message>
        <source>%1 machines</source>
        <translation>Машин: %1</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>комплектующие</translation>
    </message>
    <message>
        <source>a GPU has no price on record</source>
        <translation>у одного из GPU нет известной цены</translation>
    </message>
    <message>
        <source>%1 years, %2 kWh a year</source>
        <translation>%1 г., %2 кВт·ч в год</translation>
    </message>
    <message>
        <source>hardware + %1 years of electricity</source>
        <translation>оборудование + электроэнергия за %1 г.</translation>
    </message>
    <message>
        <source>%1 kg CO2e</source>
        <translation>%1 кг CO2-экв.</translation>
    </message>
    <message>
        <source>%1 years at %2 kg per kWh</source>
        <translation>%1 г. при %2 кг на кВт·ч</translation>
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
        <source>&amp;Reopen the wizard where I left it</source>
        <translation>&amp;Открывать мастер с места, где работа была прервана</translation>
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
        <source>Average of new and used</source>
        <translation>Среднее новой и б/у</translation>
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
</context>
<context>
    <name>QObject</name>
    <message>
        <source>&amp;Build planner</source>
        <translation>&amp;Планировщик сборки</translation>
    </message>
    <message>
        <source>Export the build</source>
        <translation>Экспорт сборки</translation>
    </message>
    <message>
        <source>Print the build</source>
        <translation>Печать сборки</translation>
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
</context>
<context>
    <name>RankingChart</name>
    <message>
        <source>&amp;Bars:</source>
        <translation>&amp;Столбцы:</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best %1 of %2 GPUs, and the pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best %1 of %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance per %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance per %1 of total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best %1 of %2 priced GPUs, and the pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best %1 of %2 priced GPUs</source>
        <translation type="unfinished"></translation>
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
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to GPU Advisor</source>
        <translation>Добро пожаловать в GPU Advisor</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to GPU Advisor&lt;/h2&gt;&lt;p&gt;Three ways to find the right GPU for deep learning:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Recommend&lt;/b&gt; &amp;mdash; answer a few yes/no questions from Tim Dettmers&apos; recommendation chart. Each question says why it matters; the result names cards with their specs and latest prices.&lt;/li&gt;&lt;li&gt;&lt;b&gt;GPUs&lt;/b&gt; &amp;mdash; browse every card in the database: relative performance, performance per dollar over five years of ownership, charts, and what-if controls for electricity, utilisation and prices.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Build planner&lt;/b&gt; &amp;mdash; turn a card into a machine: power supply, CPU, memory, cooling, warnings and costs, exported as Markdown, CSV, JSON or PDF.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Every price and specification shows its source and date. Keys: Y and N answer, Backspace goes back, Ctrl+R starts over, F1 lists all shortcuts.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Добро пожаловать в GPU Advisor&lt;/h2&gt;&lt;p&gt;Три способа подобрать подходящий GPU для глубокого обучения:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Рекомендация&lt;/b&gt; &amp;mdash; ответьте на несколько вопросов «да/нет» из схемы рекомендаций Tim Dettmers. Каждый вопрос объясняет, почему он важен; в результате названы карты с характеристиками и последними ценами.&lt;/li&gt;&lt;li&gt;&lt;b&gt;GPU&lt;/b&gt; &amp;mdash; просматривайте все карты из базы данных: относительная производительность, производительность на доллар за пять лет владения, графики и настройки «что если» для электроэнергии, загрузки и цен.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Планировщик сборки&lt;/b&gt; &amp;mdash; превратите карту в машину: блок питания (БП), CPU, память, охлаждение, предупреждения и затраты, с экспортом в Markdown, CSV, JSON или PDF.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;У каждой цены и характеристики указаны источник и дата. Клавиши: Y и N — ответ, Backspace — назад, Ctrl+R — начать заново, F1 — список всех сочетаний клавиш.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Show this &amp;welcome at the next start</source>
        <translation>Показывать это &amp;приветствие при следующем запуске</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>What-if assumptions</source>
        <translation>Допущения «что если»</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>&amp;Метрика:</translation>
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
        <source>Rese&amp;t</source>
        <translation>С&amp;брос</translation>
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
        <source>&amp;Utilisation:</source>
        <translation>&amp;Загрузка:</translation>
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
        <source>What the rest of the desktop costs: case, CPU, memory, power supply (the post&apos;s example: 700)</source>
        <translation>Сколько стоит остальной компьютер: корпус, CPU, память, блок питания (пример из статьи: 700)</translation>
    </message>
    <message>
        <source>Cost of the rest of the desktop</source>
        <translation>Стоимость остального компьютера</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>Вал&amp;юта:</translation>
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
        <source>Average of new and used</source>
        <translation>Среднее новой и б/у</translation>
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
        <source>Start again from the first question</source>
        <translation>Начать заново с первого вопроса</translation>
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
</context>
<context>
    <name>main</name>
    <message>
        <source>Another GPU Advisor window has this database open; both can work, and each sees the other&apos;s saved changes after a restart.</source>
        <translation>Эта база данных уже открыта в другом окне GPU Advisor; работать можно в обоих, и каждое увидит сохранённые изменения другого после перезапуска.</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Настройки...</translation>
    </message>
    <message>
        <source>The new language takes effect when GPU Advisor starts again.</source>
        <translation>Новый язык вступит в силу при следующем запуске GPU Advisor.</translation>
    </message>
</context>
</TS>
